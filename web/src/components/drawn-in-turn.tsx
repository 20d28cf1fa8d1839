// A part of a page drawn after the parts before it, in a task of its own (decisions.md 84): a long
// page whose parts together are one long task (the settings form's sections, the analytics
// panels) draws what is first in view with the page and the rest one part a task, each appended
// below what is already drawn, so nothing on the screen moves. Until its turn a part is not in the
// page at all; the parts come in order, the last within a moment of the first.
import type { ReactNode } from 'react';
import { useTurn } from '../lib/use-turn';
import type { Turns } from '../lib/turns';
import { OnCommit } from './on-commit';

export function DrawnInTurn({ turns, children }: { turns: Turns; children: ReactNode }) {
  const [hasTurn, handOn] = useTurn(turns, true);
  if (!hasTurn) return null;
  return (
    <>
      {children}
      <OnCommit run={handOn} />
    </>
  );
}
