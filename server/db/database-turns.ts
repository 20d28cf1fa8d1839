// Embedded PGlite runs inside this process, and its queries finish without ever handing the event
// loop back: the promises resolve as microtasks. Under load, one event-loop iteration therefore ran
// every request it had read to the end, one after another (50 requests of 10 ms: half a second),
// and Node accepts one new connection per iteration, so the last of 50 fresh connections waited
// many seconds for its first answer. Here each call into the database waits for a turn, and turns
// are handed out one per iteration, in arrival order: an iteration now holds one database call,
// new connections are let in between, and requests in flight share the database in turn.
import type { PGlite } from '@electric-sql/pglite';

/** Hands out turns one per event-loop iteration (a setImmediate apart), first come first served. */
export function createTurnQueue() {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  const admitNext = () => {
    scheduled = false;
    waiting.shift()?.();
    if (waiting.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(admitNext);
  };
  return {
    /** Resolves when it is the caller's turn. */
    turn(): Promise<void> {
      return new Promise((resolve) => {
        waiting.push(resolve);
        schedule();
      });
    },
  };
}

// What Drizzle calls on the client outside a transaction; inside one it uses the transaction's own
// handle, which holds PGlite's lock already and needs no turn.
const TOP_LEVEL_CALLS = new Set<PropertyKey>(['query', 'exec', 'transaction']);

/** The same PGlite, whose top-level calls each wait for their turn. */
export function takingTurns(client: PGlite, queue = createTurnQueue()): PGlite {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = (value as (...args: unknown[]) => unknown).bind(target);
      if (!TOP_LEVEL_CALLS.has(property)) return method;
      return async (...args: unknown[]) => {
        await queue.turn();
        return method(...args);
      };
    },
  });
}
