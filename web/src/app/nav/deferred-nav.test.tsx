// The nav bar's menus are drawn only once someone opens one (deferred-nav.tsx). Whether one was
// opened is the visit's state, kept in the module, which the suite's files share (isolate: false):
// the test starts a new visit.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AFTER_PAGE_LOAD_MARK } from '@common/after-page-load-mark';
import { mockApi, signedInLayoutReplies } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { emptyDashboard } from '../../test/sample-dashboard';
import { trainerUser } from '../../test/users';
import { forgetOpenedMenus } from './deferred-nav';

describe('the deferred nav menus', () => {
  it('are not drawn when the page goes idle, only when one is opened, from the keyboard too', async () => {
    // The menus' code at hand, as it is once the page has loaded: a first import of it can take
    // seconds while the suite's other files run beside this one.
    await import('./nav-menus');
    forgetOpenedMenus();
    mockApi({ ...signedInLayoutReplies, 'GET /api/user': { body: trainerUser }, 'GET /api/dashboard': { body: emptyDashboard } });
    const user = userEvent.setup();
    renderApp('/dashboard');

    const standIn = await screen.findByRole('button', { name: 'Trainer Tools' });
    await waitFor(() => expect(performance.getEntriesByName(AFTER_PAGE_LOAD_MARK)).not.toHaveLength(0), { timeout: 8_000 });
    // Where the menus used to be drawn (their button replacing the stand-in): just after that mark.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByRole('button', { name: 'Trainer Tools' })).toBe(standIn);

    standIn.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Curriculum Builder' }, { timeout: 8_000 })).toHaveAttribute(
      'href',
      '/curriculum-builder',
    );
    expect(screen.getByRole('button', { name: 'Trainer Tools' })).not.toBe(standIn);
  }, 20_000);
});
