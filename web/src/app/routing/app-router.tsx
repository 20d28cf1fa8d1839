// React Router's <Router> over the app's history (blockable-history.ts): its location follows the
// history's, each change a transition, so the page being left stays on the screen, and responsive,
// while the next one renders. (React Router's own HistoryRouter does the same, under an unstable name.)
import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router } from 'react-router';
import type { BlockableHistory } from './blockable-history';

export function AppRouter({ history, children }: { history: BlockableHistory; children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => history.listen(({ action, location }) => startTransition(() => setState({ action, location }))), [history]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
