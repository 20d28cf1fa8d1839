// 'Log session' on a training booking that has started, for the booking's trainer: one click turns
// it into a session log (POST /api/bookings/:id/session, prefilled from the booking).
import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Booking } from '@common/booking-schemas';
import type { TrainingSession } from '@common/trainer-schemas';
import { paths } from '../../../app/paths';
import { api } from '../../../lib/api-client';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { useUser } from '../../../lib/session';
import { showSuccessToast } from '../../../lib/toasts';
import { petRecordKey, trainerQueryKeys } from '../../../lib/trainer-query';

export function LogSessionButton({ booking }: { booking: Booking }) {
  const user = useUser();
  const queryClient = useQueryClient();
  const log = useMutation({
    mutationFn: () => api.post<TrainingSession>(`/api/bookings/${booking.id}/session`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: petRecordKey(booking.petId, 'sessions') }),
        queryClient.invalidateQueries({ queryKey: petRecordKey(booking.petId, 'timeline') }),
        queryClient.invalidateQueries({ queryKey: trainerQueryKeys.all }),
      ]),
  });
  const started = new Date(booking.startDate).getTime() <= Date.now();
  const mine = user.data?.isTrainer === true && booking.trainerId === user.data.id;
  if (!mine || booking.serviceType !== 'training' || !started || booking.status === 'cancelled') return null;
  if (log.isSuccess) {
    return (
      <Button component={Link} to={paths.trainerClient(booking.petId)} variant="light">
        Open session log
      </Button>
    );
  }
  return (
    <Button
      variant="light"
      loading={log.isPending}
      onClick={() =>
        log.mutate(undefined, {
          onSuccess: () => showSuccessToast('Success', 'Session logged'),
          onError: (error) => reportMutationError(error, { title: 'Error', fallback: 'Failed to log session' }),
        })
      }
    >
      Log session
    </Button>
  );
}
