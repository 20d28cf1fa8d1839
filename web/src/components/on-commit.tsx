// Runs `run` once the content beside it has been put on the page (a Suspense boundary's content
// included): how a turn (lib/use-turn.ts) is handed on after what it drew.
import { useEffect } from 'react';

export function OnCommit({ run }: { run: () => void }) {
  useEffect(() => run(), [run]);
  return null;
}
