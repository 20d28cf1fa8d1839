import { describe, expect, it, vi } from 'vitest';
import { createMemoryAppHistory, type NavigationHold } from './blockable-history';

// A history at /builder with /pets before it, recording what reaches the app.
function historyWithTwoEntries() {
  const history = createMemoryAppHistory('/pets');
  const reached: string[] = [];
  history.listen((update) => reached.push(`${update.action} ${update.location.pathname}${update.location.search}`));
  history.push('/builder');
  reached.length = 0;
  return { history, reached };
}

const holdLeavingBuilder = (onHeld: NavigationHold['onHeld']): NavigationHold => ({
  shouldHold: ({ currentLocation, nextLocation }) => currentLocation.pathname === '/builder' && nextLocation.pathname !== '/builder',
  onHeld,
});

describe('the blockable history', () => {
  it('holds a push the hold picks, and lets it through on proceed', () => {
    const { history, reached } = historyWithTwoEntries();
    const onHeld = vi.fn();
    history.hold(holdLeavingBuilder(onHeld));

    history.push('/dashboard');
    expect(reached).toEqual([]);
    expect(history.location.pathname).toBe('/builder');
    expect(onHeld).toHaveBeenCalledTimes(1);

    onHeld.mock.calls[0][0]();
    expect(reached).toEqual(['PUSH /dashboard']);
    expect(history.location.pathname).toBe('/dashboard');
  });

  it('lets through what the hold does not pick: the same page with another search, and every navigation once the hold is removed', () => {
    const { history, reached } = historyWithTwoEntries();
    const onHeld = vi.fn();
    const release = history.hold(holdLeavingBuilder(onHeld));

    history.replace('/builder?program=2');
    expect(reached).toEqual(['REPLACE /builder?program=2']);
    release();
    history.push('/dashboard');
    expect(reached).toEqual(['REPLACE /builder?program=2', 'PUSH /dashboard']);
    expect(onHeld).not.toHaveBeenCalled();
  });

  it('undoes a held back, and does it again on proceed', () => {
    const { history, reached } = historyWithTwoEntries();
    const onHeld = vi.fn();
    history.hold(holdLeavingBuilder(onHeld));

    history.go(-1);
    expect(reached).toEqual([]);
    expect(history.location.pathname).toBe('/builder');
    expect(onHeld).toHaveBeenCalledTimes(1);

    onHeld.mock.calls[0][0]();
    expect(reached).toEqual(['POP /pets']);
    expect(history.location.pathname).toBe('/pets');
  });

  it('asks again at the next navigation after the user stayed', () => {
    const { history, reached } = historyWithTwoEntries();
    const onHeld = vi.fn();
    history.hold(holdLeavingBuilder(onHeld));

    history.push('/dashboard');
    history.go(-1);
    expect(onHeld).toHaveBeenCalledTimes(2);
    expect(reached).toEqual([]);
  });

  it('keeps one hold at a time: a removed older hold does not remove the newer one', () => {
    const { history } = historyWithTwoEntries();
    const first = vi.fn();
    const second = vi.fn();
    const releaseFirst = history.hold(holdLeavingBuilder(first));
    history.hold(holdLeavingBuilder(second));
    releaseFirst();

    history.push('/dashboard');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
