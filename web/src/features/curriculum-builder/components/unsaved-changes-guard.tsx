// Leaving with unsaved changes asks first: inside the app through react-router's blocker (also
// for switching to another program, which changes the address), and on reload or tab close
// through the browser's own beforeunload prompt.
import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { Button, Group, Modal, Text } from '@mantine/core';

type UnsavedChangesGuardProps = {
  dirty: boolean;
  /** Set to true just before a navigation the user already chose (Cancel, after a save). */
  allowNavigation: RefObject<boolean>;
  /** The user chose to leave: the kept draft goes too. */
  onDiscard: () => void;
};

export function UnsavedChangesGuard({ dirty, allowNavigation, onDiscard }: UnsavedChangesGuardProps) {
  const blocker = useBlocker(
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

  const blocked = blocker.state === 'blocked';
  return (
    <Modal opened={blocked} onClose={() => blocker.reset?.()} title="Discard unsaved changes?">
      <Text>This program has changes that are not saved. If you leave now, they are lost.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          Keep editing
        </Button>
        <Button
          color="red"
          onClick={() => {
            onDiscard();
            blocker.proceed?.();
          }}
        >
          Discard changes
        </Button>
      </Group>
    </Modal>
  );
}
