import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { standInProps, useHandOver } from './menu-hand-over';

/** A menu whose code arrives when the test says so, drawn until then by a stand-in. */
function deferredMenu(id: string) {
  let arrive!: () => void;
  const Menu = () => {
    const handOver = useHandOver(id);
    return (
      <button ref={handOver.targetRef} data-opened={handOver.opened}>
        Real menu
      </button>
    );
  };
  const Lazy = lazy(() => new Promise<{ default: typeof Menu }>((resolve) => (arrive = () => resolve({ default: Menu }))));
  const ui = (
    <Suspense fallback={<button {...standInProps(id)}>Stand-in</button>}>
      <Lazy />
    </Suspense>
  );
  return { ui, arrive: () => act(async () => arrive()) };
}

describe('a menu that loads after the first paint', () => {
  it('opens when its stand-in was clicked before it arrived, and takes the focus', async () => {
    const menu = deferredMenu('clicked');
    render(menu.ui);
    await userEvent.click(screen.getByRole('button', { name: 'Stand-in' }));
    await menu.arrive();
    const real = await screen.findByRole('button', { name: 'Real menu' });
    expect(real).toHaveAttribute('data-opened', 'true');
    expect(real).toHaveFocus();
  });

  it('takes the focus a keyboard user gave its stand-in, without opening', async () => {
    const menu = deferredMenu('focused');
    render(menu.ui);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Stand-in' })).toHaveFocus();
    await menu.arrive();
    const real = await screen.findByRole('button', { name: 'Real menu' });
    expect(real).toHaveAttribute('data-opened', 'false');
    expect(real).toHaveFocus();
  });

  it('stays closed and leaves the focus alone when nobody touched its stand-in', async () => {
    const menu = deferredMenu('untouched');
    render(
      <>
        <input aria-label="Search" autoFocus />
        {menu.ui}
      </>,
    );
    await menu.arrive();
    expect(await screen.findByRole('button', { name: 'Real menu' })).toHaveAttribute('data-opened', 'false');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
  });
});
