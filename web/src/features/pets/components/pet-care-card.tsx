// The Care instructions card of /pets/:petId (decisions.md 54): what staff follow during a stay,
// kept by the owner.
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { Pet } from '@common/pet-schemas';
import { CareSummary, hasCare } from '../../../components/care/care-summary';
import { ErrorState } from '../../../components/error-state';
import { formatDate } from '../../../lib/format';
import { useCare } from '../../../lib/pet-care-query';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';

// The care form is drawn only when opened: its code loads then, or when a pointer or focus reaches its button.
const CareFormDialog = lazyWithPreload(() => import('./care-form-dialog').then((module) => ({ default: module.CareFormDialog })));

export function PetCareCard({ pet }: { pet: Pet }) {
  const care = useCare(pet.id);
  const [editing, setEditing] = useState(false);
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  // '/pets/7#care' (from the booking dialog or a notice) lands on this card once it has drawn.
  const loaded = care.data !== undefined;
  useEffect(() => {
    if (hash === '#care' && loaded) section.current?.scrollIntoView({ block: 'start' });
  }, [hash, loaded]);

  return (
    <Card component="section" aria-label="Care instructions" id="care" ref={section}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            Care instructions
          </Title>
          <Button
            size="xs"
            leftSection={<IconPencil size={14} />}
            onClick={() => setEditing(true)}
            onPointerEnter={CareFormDialog.preload}
            onFocus={CareFormDialog.preload}
            disabled={!care.data}
            aria-label="Edit care instructions"
          >
            Edit
          </Button>
        </Group>
        {care.isError ? (
          <ErrorState message="Could not load the care instructions." onRetry={() => void care.refetch()} />
        ) : !care.data ? (
          <Skeleton height={80} />
        ) : (
          <>
            {!hasCare(care.data) && (
              <Text size="sm" c="dimmed">
                Tell us how {pet.name} eats, which medications to give and who to call: staff follow these during every stay.
              </Text>
            )}
            <CareSummary care={care.data} />
            {care.data.updatedAt && (
              <Text size="xs" c="dimmed">
                Last changed {formatDate(care.data.updatedAt)}
              </Text>
            )}
          </>
        )}
      </Stack>
      {care.data && editing && (
        <Suspense fallback={null}>
          <CareFormDialog petId={pet.id} petName={pet.name} care={care.data} opened={editing} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </Card>
  );
}
