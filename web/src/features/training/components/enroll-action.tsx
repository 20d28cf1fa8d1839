// The detail view's enrol button (decisions.md 34, 35 and 38): 'Enroll Now', its pending state and
// a disabled 'Enrolled' once the chosen pet follows the program. Enrolment is per pet (decisions.md 47,
// Clarifications): the first pet by default, and a pet picker when the owner has several. A priced
// program's enrolment waits for its payment (decisions.md 72): the owner goes on to its checkout.
import { useState } from 'react';
import { useNavigate } from '../../../app/routing/use-navigate';
import { Button, Stack } from '@mantine/core';
import { SelectField } from '../../../components/deferred-fields/select-field';
import { useQuery } from '@tanstack/react-query';
import { IconCheck, IconSchool } from '@tabler/icons-react';
import type { Program } from '@common/program-schemas';
import { ApiError } from '../../../lib/api-client';
import { petsQueryOptions } from '../../../lib/pet-query';
import { enrollmentStatusQueryOptions } from '../../../lib/program-query';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { useUser } from '../../../lib/session';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { useEnroll } from '../api/enroll';
import { paths } from '../../../app/paths';

const LOGIN_REQUIRED = 'Please log in to enroll in training programs';

export function EnrollAction({ program }: { program: Program }) {
  const user = useUser();
  const signedIn = Boolean(user.data);
  const pets = useQuery({ ...petsQueryOptions(), enabled: signedIn });
  const status = useQuery({ ...enrollmentStatusQueryOptions(program.id), enabled: signedIn });
  const enroll = useEnroll(program.id);
  const [chosenPetId, setChosenPetId] = useState<string | null>(null);
  const navigate = useNavigate();

  const petList = signedIn ? (pets.data ?? []) : [];
  // The product (decisions.md 47): the first pet unless the owner picked another.
  const pet = petList.find((candidate) => String(candidate.id) === chosenPetId) ?? petList[0];
  const enrolledPetIds = new Set(status.data?.petIds ?? []);
  const enrolled = pet ? enrolledPetIds.has(pet.id) : Boolean(status.data?.enrolled);
  const checking = user.isPending || (signedIn && (pets.isPending || status.isPending));

  function onEnroll() {
    if (!signedIn) return showErrorToast('Login Required', LOGIN_REQUIRED);
    if (!pet) return showErrorToast('No Pets Found', 'You need to add a pet before enrolling in a training program');
    enroll.mutate(pet.id, {
      onSuccess: (enrollment) => {
        if (enrollment.paymentStatus === 'pending') return void navigate(paths.checkoutEnrollment(enrollment.id));
        showSuccessToast('Enrollment Successful', `${pet.name} is now enrolled in ${program.title}.`);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) return showErrorToast('Login Required', LOGIN_REQUIRED);
        reportMutationError(error, { title: 'Enrollment Failed', fallback: 'Failed to enroll in program' });
      },
    });
  }

  if (!program.published) {
    return (
      <Button disabled variant="light">
        Not published yet
      </Button>
    );
  }

  return (
    <Stack gap="xs" w={{ base: '100%', xs: 220 }}>
      {petList.length > 1 ? (
        <SelectField
          label="Pet to enroll"
          data={petList.map((candidate) => ({
            value: String(candidate.id),
            label: enrolledPetIds.has(candidate.id) ? `${candidate.name} (enrolled)` : candidate.name,
          }))}
          value={pet ? String(pet.id) : null}
          onChange={setChosenPetId}
          allowDeselect={false}
        />
      ) : null}
      {enrolled ? (
        <Button disabled leftSection={<IconCheck size={18} />}>
          Enrolled
        </Button>
      ) : (
        <Button
          leftSection={<IconSchool size={18} />}
          onClick={onEnroll}
          loading={enroll.isPending || checking}
          loaderProps={{ type: 'dots' }}
        >
          {enroll.isPending ? 'Enrolling...' : 'Enroll Now'}
        </Button>
      )}
    </Stack>
  );
}
