// Holds the app's navigations that `shouldHold` picks until the user answers (blockable-history.ts):
// `held` is true while one waits; `proceed` lets it through, `stay` drops it.
import { useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';
import { isBlockable, type ShouldHold } from './blockable-history';

export function useNavigationHold(shouldHold: ShouldHold) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  if (!isBlockable(navigator)) throw new Error('useNavigationHold needs the app history (routing/blockable-history.ts)');
  const latest = useRef(shouldHold);
  useEffect(() => {
    latest.current = shouldHold;
  });
  const [proceedWith, setProceedWith] = useState<(() => void) | null>(null);

  useEffect(
    () => navigator.hold({ shouldHold: (change) => latest.current(change), onHeld: (proceed) => setProceedWith(() => proceed) }),
    [navigator],
  );

  return {
    held: proceedWith !== null,
    proceed: () => {
      setProceedWith(null);
      proceedWith?.();
    },
    stay: () => setProceedWith(null),
  };
}
