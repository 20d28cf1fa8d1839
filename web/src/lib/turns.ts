// Work that blocks the main thread for a while (mounting a chart), taken one piece at a time: each
// piece waits for its turn, and the next turn is given in a task of its own after the previous
// piece is done, so that a page drawing five charts has five shorter tasks, with the browser free
// to paint and answer input between them, instead of one long one.

export type Turns = {
  /** Calls `start` when it is this piece's turn; the returned function gives up a turn not yet started. */
  request: (start: () => void) => () => void;
  /** The piece that had the turn is done (or gone): the next starts in a later task. */
  release: () => void;
};

export function createTurns(nextTask: (run: () => void) => void = (run) => setTimeout(run, 0)): Turns {
  const waiting: (() => void)[] = [];
  let busy = false;
  const giveNext = () => {
    const start = waiting.shift();
    if (!start) {
      busy = false;
      return;
    }
    busy = true;
    start();
  };
  return {
    request(start) {
      if (!busy) {
        busy = true;
        start();
        return () => {};
      }
      waiting.push(start);
      return () => {
        const index = waiting.indexOf(start);
        if (index >= 0) waiting.splice(index, 1);
      };
    },
    release() {
      nextTask(giveNext);
    },
  };
}
