// A component's place in a queue of turns (turns.ts): whether it has had its turn to draw, and the
// function that hands the turn on once what it drew is on the page. What a turn draws is rendered
// in a transition, so React builds it in slices that leave the browser free between them; only
// putting it on the page is one task (decisions.md 80, 84).
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { Turns } from './turns';

/** Asks for a turn once `wanted`; a turn still held when the component goes away is handed on. */
export function useTurn(turns: Turns, wanted: boolean): [boolean, () => void] {
  const [hasTurn, setHasTurn] = useState(false);
  const holding = useRef(false);
  useEffect(() => {
    if (!wanted || hasTurn) return;
    return turns.request(() => {
      holding.current = true;
      startTransition(() => setHasTurn(true));
    });
  }, [turns, wanted, hasTurn]);
  const handOn = useCallback(() => {
    if (!holding.current) return;
    holding.current = false;
    turns.release();
  }, [turns]);
  useEffect(() => handOn, [handOn]);
  return [hasTurn, handOn];
}
