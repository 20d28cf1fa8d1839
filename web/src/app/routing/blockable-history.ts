// The app's history (decisions.md 104): the browser's (or, in tests, one in memory), which a page can
// ask to hold a navigation until the user has answered a question, as the builder does with unsaved
// changes. React Router's declarative mode has no blocker of its own (its data router has, at 13 KB
// more on every page), so the app gives it this history, through which every navigation goes: a
// link or navigate() calls push or replace, the back and forward buttons arrive as a pop.
// A pop has already happened when it arrives: a held one is undone (go back by its delta) and
// redone when the user lets it through, as React Router's own blocker does.
import { UNSAFE_createBrowserHistory, UNSAFE_createMemoryHistory, type HistoryRouterProps, type Location, type To } from 'react-router';

type History = HistoryRouterProps['history'];

/** Asked before every navigation: true holds it. */
export type ShouldHold = (change: { currentLocation: Location; nextLocation: Location }) => boolean;
/** Told of a held navigation, with the way to go on with it (staying needs nothing done). */
export type NavigationHold = { shouldHold: ShouldHold; onHeld: (proceed: () => void) => void };

export type BlockableHistory = History & {
  /** Installs a hold on every navigation until the returned function removes it (one at a time). */
  hold: (hold: NavigationHold) => () => void;
};

export function blockable(history: History): BlockableHistory {
  let hold: NavigationHold | undefined;
  // The location the app shows: a held pop has moved the browser's already.
  let shown = history.location;
  // The pops this history makes itself (undoing a held one) reach the app as nothing.
  let ownPops = 0;
  let letThrough = false;

  const heldBy = (to: To): NavigationHold | undefined => {
    if (!hold || letThrough) return undefined;
    const nextLocation: Location = { ...shown, ...history.encodeLocation(to) };
    return hold.shouldHold({ currentLocation: shown, nextLocation }) ? hold : undefined;
  };

  const letThroughOnce = (navigate: () => void) => {
    letThrough = true;
    try {
      navigate();
    } finally {
      letThrough = false;
    }
  };

  const navigation =
    (method: 'push' | 'replace') =>
    (to: To, state?: unknown): void => {
      const holder = heldBy(to);
      if (!holder) return history[method](to, state);
      holder.onHeld(() => letThroughOnce(() => history[method](to, state)));
    };

  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: navigation('push'),
    replace: navigation('replace'),
    go: (delta) => history.go(delta),
    listen(listener) {
      return history.listen((update) => {
        if (update.action === 'POP' && ownPops > 0) {
          ownPops -= 1;
          return;
        }
        const delta = update.action === 'POP' ? update.delta : null;
        const holder = delta ? heldBy(update.location) : undefined;
        if (holder && delta) {
          ownPops += 1;
          history.go(-delta);
          // Going on is the pop done again, let through: it reaches the app as any pop does.
          holder.onHeld(() => {
            letThrough = true;
            history.go(delta);
          });
          return;
        }
        letThrough = false;
        shown = update.location;
        listener(update);
      });
    },
    hold(next) {
      hold = next;
      return () => {
        if (hold === next) hold = undefined;
      };
    },
  };
}

/** The browser's history, blockable. */
export const createAppHistory = (): BlockableHistory => blockable(UNSAFE_createBrowserHistory({ v5Compat: true }));

/** A history in memory starting at `entry` (a path, or a location with its state), blockable: the tests'. */
export const createMemoryAppHistory = (entry: string | Partial<Location>): BlockableHistory =>
  blockable(UNSAFE_createMemoryHistory({ initialEntries: [entry], v5Compat: true }));

export const isBlockable = (navigator: unknown): navigator is BlockableHistory =>
  typeof navigator === 'object' && navigator !== null && 'hold' in navigator;
