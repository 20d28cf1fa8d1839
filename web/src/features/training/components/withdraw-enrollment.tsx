// The owner's Withdraw action on an enrolment (decisions.md 72). The dialog's code (and Mantine's
// Modal with it, about 24 KB compressed) loads when the pointer or focus reaches the button, so the
// training page's first load carries none of it (issue 32, initial JavaScript).
import { Suspense } from 'react';
import { Button } from '@mantine/core';
import type { Enrollment } from '@common/program-schemas';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { useLazyDialog } from '../../../lib/use-lazy-dialog';

const WithdrawEnrollmentDialog = lazyWithPreload(() =>
  import('./withdraw-enrollment-dialog').then((module) => ({ default: module.WithdrawEnrollmentDialog })),
);

export function WithdrawEnrollment({ enrollment }: { enrollment: Enrollment }) {
  const dialog = useLazyDialog(WithdrawEnrollmentDialog.preload);
  return (
    <>
      <Button variant="subtle" color="red" size="sm" {...dialog.triggerProps}>
        Withdraw
      </Button>
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <WithdrawEnrollmentDialog enrollment={enrollment} opened={dialog.opened} onClose={dialog.close} />
        </Suspense>
      ) : null}
    </>
  );
}
