import { describe, expect, it } from 'vitest';
import { createTurns } from './turns';

describe('turns', () => {
  it('start the first piece at once and each next one in a later task, after the previous is done', () => {
    const tasks: (() => void)[] = [];
    const turns = createTurns((run) => tasks.push(run));
    const started: string[] = [];
    turns.request(() => started.push('a'));
    turns.request(() => started.push('b'));
    turns.request(() => started.push('c'));
    expect(started).toEqual(['a']);

    turns.release();
    expect(started).toEqual(['a']); // not in the same task
    tasks.shift()!();
    expect(started).toEqual(['a', 'b']);
    turns.release();
    tasks.shift()!();
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('skip a piece that gave up its place, and start at once again when none is waiting', () => {
    const tasks: (() => void)[] = [];
    const turns = createTurns((run) => tasks.push(run));
    const started: string[] = [];
    turns.request(() => started.push('a'));
    const giveUp = turns.request(() => started.push('b'));
    turns.request(() => started.push('c'));
    giveUp();
    turns.release();
    tasks.shift()!();
    expect(started).toEqual(['a', 'c']);
    turns.release();
    tasks.shift()!();
    turns.request(() => started.push('d'));
    expect(started).toEqual(['a', 'c', 'd']);
  });
});
