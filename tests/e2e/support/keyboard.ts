// Moving through a page with the keyboard alone, as a person who cannot use a pointer does:
// Tab and Shift+Tab to a control, arrows inside a list box, Enter and Space to act. When a
// control cannot be reached, the error lists every stop the focus made on the way.
import type { Page } from 'playwright-core';

export type FocusedElement = { role: string; name: string; focusVisible: boolean };

// Plain script text: the test runner's transpiler would add helpers to a function that the page
// does not have.
const describeFocusScript = `(() => {
  const element = document.activeElement;
  if (!element || element === document.body) return { role: 'body', name: '', focusVisible: false };
  const textOf = (ids) => ids.split(/\\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  const labelled = element.getAttribute('aria-labelledby');
  const name = (
    element.getAttribute('aria-label') ||
    (labelled ? textOf(labelled) : '') ||
    Array.from(element.labels ?? []).map((label) => label.textContent).join(' ') ||
    element.textContent ||
    ''
  ).replace(/\\s+/g, ' ').trim();
  const role = element.getAttribute('role') || element.tagName.toLowerCase();
  // Something shows where the focus is: an outline, a ring (box-shadow), or an input's border
  // turning the primary colour.
  const style = getComputedStyle(element);
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  const ring = style.boxShadow !== 'none';
  const primary = getComputedStyle(document.documentElement).getPropertyValue('--mantine-primary-color-filled').trim();
  const probe = document.createElement('span');
  probe.style.color = primary;
  document.body.appendChild(probe);
  const primaryRgb = getComputedStyle(probe).color;
  probe.remove();
  // A password field's visible box is the input's wrapper (the eye button sits inside it).
  const boxes = [element, element.parentElement, element.parentElement?.parentElement].filter(Boolean);
  const border = boxes.some((box) => getComputedStyle(box).borderTopColor === primaryRgb);
  return { role, name, focusVisible: outline || ring || border };
})()`;

export async function focusedElement(page: Page): Promise<FocusedElement> {
  return (await page.evaluate(describeFocusScript)) as FocusedElement;
}

const matches = (element: FocusedElement, name: string | RegExp) =>
  typeof name === 'string' ? element.name === name || element.name.startsWith(`${name} `) : name.test(element.name);

/**
 * Presses Tab (or Shift+Tab) until the focused element's name matches, at most `limit` times.
 * Fails when the control is never reached or when it shows no focus indicator.
 */
export async function tabTo(
  page: Page,
  name: string | RegExp,
  options: { backwards?: boolean; limit?: number } = {},
): Promise<FocusedElement> {
  const trail: string[] = [];
  for (let step = 0; step < (options.limit ?? 40); step += 1) {
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
    const focused = await focusedElement(page);
    trail.push(`${focused.role} "${focused.name.slice(0, 50)}"`);
    if (matches(focused, name)) {
      // Mantine fades an input's border to the focus colour (a 100ms transition): give it time.
      for (let wait = 0; wait < 10 && !(await focusedElement(page)).focusVisible; wait += 1) await page.waitForTimeout(100);
      if (!(await focusedElement(page)).focusVisible)
        throw new Error(`"${focused.name}" (${focused.role}) takes the focus but shows no focus indicator.`);
      return focused;
    }
  }
  throw new Error(`The keyboard never reached "${String(name)}". Focus went:\n  ${trail.join('\n  ')}`);
}

/** With a Mantine Select or DateInput's field focused: opens its list and picks `option` with the arrows. */
export async function chooseWithArrows(page: Page, option: string) {
  const seen: string[] = [];
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press('ArrowDown');
    const current = page.locator('[role="option"][data-combobox-selected]');
    if ((await current.count()) === 0) continue;
    const text = ((await current.first().textContent()) ?? '').trim();
    seen.push(text);
    if (text === option) {
      await page.keyboard.press('Enter');
      // A list redrawn between the arrow and Enter (an answer arriving for the dialog) forgets
      // the option it reached, and Enter picks nothing: a person would see the empty field and
      // pick again, and so does this.
      const chosen = (await page.evaluate(`document.activeElement?.value ?? ''`)) as string;
      if (chosen === option) return;
    }
  }
  throw new Error(`The arrows never reached the option "${option}". They went through: ${seen.join(', ')}`);
}
