// A part of a page drawn after the parts before it, in a task of its own (decisions.md 84): a long
// page whose parts together are one long task (the settings form's sections, the analytics
// panels) draws what is first in view with the page and the rest one part a task, each appended
// below what is already drawn, so nothing on the screen moves. Until its turn a part is not in the
// page at all; the parts come in order, the last within a moment of the first. Without turns
// (`turns` null: a form drawn again in place, where parts coming one by one would shrink the page
// under the reader) the part is drawn at once.
import type { ReactNode } from 'react';
import { useTurn } from '../lib/use-turn';
import { createTurns, type Turns } from '../lib/turns';
import { OnCommit } from './on-commit';

/** Asked of by no one: what a part drawn at once holds in place of a queue. */
const noTurns = createTurns();

export function DrawnInTurn({ turns, children }: { turns: Turns | null; children: ReactNode }) {
  const [hasTurn, handOn] = useTurn(turns ?? noTurns, turns !== null);
  if (turns === null) return children;
  if (!hasTurn) return null;
  return (
    <>
      {children}
      <OnCommit run={handOn} />
    </>
  );
}
