// One record in the staff queue: the proof beside the fields (stacked on a phone), the state, and
// the steps its state allows: an unverified record can be verified or rejected, a verified one
// rejected, a rejected one verified (staff may change their mind; decisions.md 58).
import { Anchor, Button, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { PET_TYPES } from '@common/pet-choices';
import type { VaccinationReview } from '@common/vaccination-schemas';
import { vaccineName } from '@common/vaccines';
import { VerificationBadge } from '../../../components/vaccinations/verification-badge';
import { formatDate, formatDateTime } from '../../../lib/format';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import { useReviewVaccination } from '../api/review-vaccination';

function species(pet: VaccinationReview['pet']): string {
  if (pet.petType === 'small_animal') return pet.breed;
  return `${PET_TYPES.find((type) => type.value === pet.petType)?.label ?? pet.petType} · ${pet.breed}`;
}

function Proof({ record, name }: { record: VaccinationReview; name: string }) {
  if (!record.proof) {
    return (
      <Card withBorder bg="var(--mantine-color-default-hover)" p="lg" style={{ alignSelf: 'start' }}>
        <Text size="sm" c="dimmed" ta="center">
          No proof file uploaded.
        </Text>
      </Card>
    );
  }
  if (record.proofKind === 'pdf') {
    return (
      <Card withBorder p="lg" style={{ alignSelf: 'start' }}>
        <Stack align="center" gap="xs">
          <IconFileTypePdf size={40} aria-hidden />
          <Anchor href={record.proof} target="_blank" rel="noopener">
            Open the PDF proof
          </Anchor>
        </Stack>
      </Card>
    );
  }
  return (
    <Anchor
      href={record.proof}
      target="_blank"
      rel="noopener"
      aria-label={`Open the proof of ${name} full size`}
      style={{ alignSelf: 'start' }}
    >
      <Image
        src={record.proof}
        alt={`Proof of ${name}`}
        radius="md"
        mah={360}
        fit="contain"
        bd="1px solid var(--mantine-color-default-border)"
      />
    </Anchor>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

export function VaccinationReviewCard({ record, onReject }: { record: VaccinationReview; onReject: () => void }) {
  const review = useReviewVaccination();
  const name = `${record.pet.name}'s ${vaccineName(record)}`;
  const verify = () =>
    review.mutate(
      { id: record.id, petId: record.pet.id, decision: 'verify' },
      {
        onSuccess: () => showSuccessToast('Record Verified', `${name} record counts for bookings.`),
        onError: (error) => reportMutationError(error, { title: 'Verify Failed' }),
      },
    );
  return (
    <Card withBorder padding="md" component="article" aria-label={`${name} record`}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Proof record={record} name={name} />
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Text fw={700} size="lg">
                {vaccineName(record)}
              </Text>
              <Text size="sm">
                {record.pet.name}{' '}
                <Text span c="dimmed">
                  ({species(record.pet)})
                </Text>
              </Text>
              <Text size="sm" c="dimmed">
                Owner: {record.owner.name}
              </Text>
            </div>
            <VerificationBadge state={record.verification} />
          </Group>
          <SimpleGrid cols={2} spacing="xs">
            <Field label="Given">{formatDate(record.givenOn)}</Field>
            <Field label="Expires">{formatDate(record.expiresOn)}</Field>
            <Field label="Batch">{record.batchNumber ?? '—'}</Field>
            <Field label="Clinic">{record.clinic ?? '—'}</Field>
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            Last changed by the owner {formatDateTime(record.updatedAt)}
          </Text>
          {record.verification !== 'unverified' && record.verifiedAt ? (
            <Text size="sm">
              {record.verification === 'verified' ? 'Verified' : 'Rejected'} by {record.verifiedBy?.name ?? 'a former team member'} on{' '}
              {formatDateTime(record.verifiedAt)}
              {record.verificationReason ? `: ${record.verificationReason}` : ''}
            </Text>
          ) : null}
          <Group gap="xs" mt="auto">
            {record.verification !== 'verified' ? (
              <Button onClick={verify} loading={review.isPending}>
                Verify
              </Button>
            ) : null}
            {record.verification !== 'rejected' ? (
              <Button variant="default" color="red" onClick={onReject} disabled={review.isPending}>
                Reject
              </Button>
            ) : null}
          </Group>
        </Stack>
      </SimpleGrid>
    </Card>
  );
}
