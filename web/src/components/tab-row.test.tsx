import { useState } from 'react';
import { Tabs } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render-with-app';
import { TabRow } from './tab-row';

const TABS = ['Overview', 'Health', 'Bookings', 'Training', 'Timeline'];

// A row 200 px wide at the left of the page; each tab 100 px wide, placed by its index and the
// row's scroll, as a browser lays them out. happy-dom lays nothing out.
function layOutTabs() {
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest<HTMLElement>('[role="tablist"]');
    const index = TABS.indexOf(this.textContent ?? '');
    const left = this.getAttribute('role') === 'tab' && row ? index * 100 - row.scrollLeft : 0;
    const width = this.getAttribute('role') === 'tablist' ? 200 : 100;
    return DOMRect.fromRect({ x: left, y: 0, width, height: 36 });
  });
}

/** A page that holds its chosen tab in its state, and renders again for other reasons (its data). */
function Page({ initial }: { initial: string }) {
  const [tab, setTab] = useState<string | null>(initial);
  const [renders, setRenders] = useState(0);
  return (
    <Tabs value={tab} onChange={setTab}>
      <TabRow>
        {TABS.map((name) => (
          <Tabs.Tab key={name} value={name}>
            {name}
          </Tabs.Tab>
        ))}
      </TabRow>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Render again ({renders})
      </button>
      <button type="button" onClick={() => setTab('Timeline')}>
        Open the timeline
      </button>
    </Tabs>
  );
}

const row = () => screen.getByRole('tablist');

describe('TabRow', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls a row opened on a later tab just far enough to show it whole', async () => {
    layOutTabs();
    renderWithApp(<Page initial="Training" />);
    await screen.findByRole('tab', { name: 'Training', selected: true });
    // Training spans 300-400 px in a row that shows 0-200: scrolled by 200.
    expect(row().scrollLeft).toBe(200);
  });

  it('measures nothing for a row opened on its first tab, nor when the page renders again with the same tab', async () => {
    const measure = layOutTabs();
    const user = userEvent.setup();
    renderWithApp(<Page initial="Overview" />);
    await screen.findByRole('tab', { name: 'Overview', selected: true });
    await user.click(screen.getByRole('button', { name: /Render again/ }));
    await user.click(screen.getByRole('button', { name: /Render again/ }));
    expect(screen.getByRole('button', { name: 'Render again (2)' })).toBeInTheDocument();
    expect(measure).not.toHaveBeenCalled();
    expect(row().scrollLeft).toBe(0);
  });

  it('shows a tab the page chooses later, once', async () => {
    const measure = layOutTabs();
    const user = userEvent.setup();
    renderWithApp(<Page initial="Overview" />);
    await user.click(await screen.findByRole('button', { name: 'Open the timeline' }));
    expect(screen.getByRole('tab', { name: 'Timeline', selected: true })).toBeInTheDocument();
    // Timeline spans 400-500 px: scrolled by 300.
    expect(row().scrollLeft).toBe(300);
    const measured = measure.mock.calls.length;
    await act(async () => {
      await user.click(screen.getByRole('button', { name: /Render again/ }));
    });
    expect(measure.mock.calls.length).toBe(measured);
  });
});
