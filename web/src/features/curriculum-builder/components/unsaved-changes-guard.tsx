// Leaving with unsaved changes asks first: inside the app through the app history's hold (also
// for switching to another program, which changes the address), and on reload or tab close
// through the browser's own beforeunload prompt.
import { Suspense, useEffect, type RefObject } from 'react';
import { useNavigationHold } from '../../../app/routing/use-navigation-hold';
import { lazyAfterPageLoad } from '../../../lib/lazy-after-page-load';

const DiscardChangesDialog = lazyAfterPageLoad(() =>
  import('./discard-changes-dialog').then((module) => ({ default: module.DiscardChangesDialog })),
);

type UnsavedChangesGuardProps = {
  dirty: boolean;
  /** Set to true just before a navigation the user already chose (Cancel, after a save). */
  allowNavigation: RefObject<boolean>;
  /** The user chose to leave: the kept draft goes too. */
  onDiscard: () => void;
};

export function UnsavedChangesGuard({ dirty, allowNavigation, onDiscard }: UnsavedChangesGuardProps) {
  const navigation = useNavigationHold(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !allowNavigation.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // Were the dialog's code somehow not there yet when a navigation is blocked, it is fetched then.
  const blocked = navigation.held;
  if (blocked) void DiscardChangesDialog.preload();
  return (
    <Suspense fallback={null}>
      <DiscardChangesDialog
        opened={blocked}
        onKeep={navigation.stay}
        onDiscard={() => {
          onDiscard();
          navigation.proceed();
        }}
      />
    </Suspense>
  );
}
