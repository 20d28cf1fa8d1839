// Accessibility checks for e2e specs: axe-core's WCAG rules on the current page, plus an explicit
// "every visible form field has an accessible name" pass (axe skips fields it considers hidden,
// and Mantine draws some inputs visually hidden behind their own widgets).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** The impacts that fail a page (issue 14: zero serious or critical violations). */
const failingImpacts = new Set(
  process.env.A11Y_ALL_IMPACTS === '1' ? ['minor', 'moderate', 'serious', 'critical'] : ['serious', 'critical'],
);

// WCAG 2.x A and AA plus axe's best practices (landmarks, heading order, region).
const runOptions = {
  resultTypes: ['violations'],
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
} as const;

type AxeNode = { target: unknown[]; html: string; any: { message: string }[]; all: { message: string }[]; none: { message: string }[] };
type AxeViolation = { id: string; impact: string | null; help: string; nodes: AxeNode[] };

/** One failing check, written so a person can find and fix it from the test's output alone. */
export type A11yFinding = { rule: string; impact: string; help: string; targets: string[] };

// The minified build: the page parses a third of the text on every visit.
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function injectAxe(page: Page) {
  const present = await page.evaluate(`'axe' in window`);
  if (!present) await page.addScriptTag({ content: axeSource });
}

/** Every axe violation on the page, of any impact. */
async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await injectAxe(page);
  const results = (await page.evaluate(`axe.run(document, ${JSON.stringify(runOptions)})`)) as { violations: AxeViolation[] };
  return results.violations;
}

/** The element's opening tag, enough to recognise it in the code. */
const snippet = (html: string) => html.replace(/\s+/g, ' ').slice(0, 160);

const firstMessage = (node: AxeNode) => [...node.any, ...node.all, ...node.none][0]?.message ?? '';

/**
 * Lists visible inputs, selects and textareas with no accessible name from aria-labelledby,
 * aria-label, a <label> or title. A placeholder is not a name: it disappears as the user types.
 * Plain script text, not a function: the test runner's transpiler would add helpers to a function
 * that do not exist in the page.
 */
const unlabelledFieldsScript = `(() => {
  const textOf = (ids) => ids.split(/\\s+/).map((id) => document.getElementById(id)?.textContent?.trim() ?? '').join(' ').trim();
  const describe = (element) => {
    const id = element.id ? '#' + CSS.escape(element.id) : '';
    const name = element.getAttribute('name') ? '[name="' + element.getAttribute('name') + '"]' : '';
    return element.tagName.toLowerCase() + id + name;
  };
  const visible = (element) => {
    if (element.type === 'hidden') return false;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && !element.closest('[aria-hidden="true"], [inert]');
  };
  const named = (element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy && textOf(labelledBy)) return true;
    if (element.getAttribute('aria-label')?.trim()) return true;
    if (Array.from(element.labels ?? []).some((label) => label.textContent?.trim())) return true;
    return Boolean(element.getAttribute('title')?.trim());
  };
  return Array.from(document.querySelectorAll('input, select, textarea')).filter(visible).filter((element) => !named(element)).map(describe);
})()`;

async function unlabelledFields(page: Page): Promise<A11yFinding[]> {
  const found = (await page.evaluate(unlabelledFieldsScript)) as string[];
  return found.map((target) => ({
    rule: 'field-has-name',
    impact: 'serious',
    help: 'Every visible form field needs an accessible name (label, aria-label or aria-labelledby)',
    targets: [target],
  }));
}

/** Serious and critical axe violations and unnamed fields on the page as it is now. */
export async function a11yFindings(page: Page): Promise<A11yFinding[]> {
  const violations = (await axeViolations(page)).filter((violation) => failingImpacts.has(violation.impact ?? ''));
  const fromAxe = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.map((node) => `${node.target.join(' ')}  ${snippet(node.html)}  (${firstMessage(node)})`),
  }));
  return [...fromAxe, ...(await unlabelledFields(page))];
}

/** Readable lines for a failing check: where, which rule, how bad, which elements. */
export function formatFindings(where: string, findings: A11yFinding[]): string {
  return findings
    .map((finding) =>
      [`${where}: [${finding.impact}] ${finding.rule}: ${finding.help}`, ...finding.targets.map((target) => `    ${target}`)].join('\n'),
    )
    .join('\n');
}
