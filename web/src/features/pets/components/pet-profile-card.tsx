import type { ReactNode } from 'react';
import { Badge, Box, Button, Card, Divider, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCake, IconCalendarPlus, IconPencil, IconRuler2, IconStethoscope, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Pet } from '@common/pet-schemas';
import { paths } from '../../../app/paths';
import { petAgeInYears, petSizeText } from '../../../lib/pet-text';
import { ChangePhotoButton } from './change-photo-button';
import { PetMessageButtons } from './pet-message-buttons';
import { PetPhoto } from './pet-photo';

/** `editIntent` and `deleteIntent`: spread on Edit and Delete, to fetch their dialog's code before the click. */
type PetProfileCardProps = {
  pet: Pet;
  onEdit: () => void;
  onDelete: () => void;
  editIntent?: { onPointerEnter: () => unknown; onFocus: () => unknown };
  deleteIntent?: { onPointerEnter: () => unknown; onFocus: () => unknown };
};

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" color="gray" size="md" radius="md">
        {icon}
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm" fw={500}>
          {value}
        </Text>
      </div>
    </Group>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" tt="uppercase" fw={600} c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </div>
  );
}

/** The left card of /pets/:petId: who the pet is, and what to do next. */
export function PetProfileCard({ pet, onEdit, onDelete, editIntent, deleteIntent }: PetProfileCardProps) {
  return (
    <Card>
      <Card.Section pos="relative">
        <PetPhoto pet={pet} height={240} iconSize={88} />
        <Box pos="absolute" right={12} bottom={12}>
          <ChangePhotoButton pet={pet} />
        </Box>
      </Card.Section>
      <Stack gap="md" mt="md">
        <div>
          {/* The pet's name is the page's title (the only card showing it on /pets/:petId). */}
          <Title order={1} fz="xl">
            {pet.name}
          </Title>
          <Text c="dimmed">{pet.breed}</Text>
        </div>
        <SimpleGrid cols={2} spacing="sm">
          <Fact icon={<IconCake size={16} />} label="Age" value={petAgeInYears(pet.age)} />
          <Fact icon={<IconRuler2 size={16} />} label="Size" value={petSizeText(pet)} />
        </SimpleGrid>
        {/* The vaccination note is shown once, beside the records, in the Vaccinations card. */}
        {pet.temperament || pet.dietaryNeeds || pet.medicalConditions ? (
          <Stack gap="sm">
            {pet.temperament ? (
              <Detail label="Temperament">
                <Badge variant="light" component="span">
                  {pet.temperament}
                </Badge>
              </Detail>
            ) : null}
            {pet.dietaryNeeds ? <Detail label="Dietary Needs">{pet.dietaryNeeds}</Detail> : null}
            {pet.medicalConditions ? <Detail label="Medical Conditions">{pet.medicalConditions}</Detail> : null}
          </Stack>
        ) : null}
        <Stack gap="xs">
          <Button component={Link} to={paths.petVetRecords(pet.id)} leftSection={<IconStethoscope size={18} />} fullWidth>
            Veterinary Records
          </Button>
          <Button component={Link} to={paths.newBooking(pet.id)} variant="light" leftSection={<IconCalendarPlus size={18} />} fullWidth>
            Schedule Booking
          </Button>
          <PetMessageButtons pet={pet} />
        </Stack>
        <Divider />
        <Group grow gap="xs">
          <Button variant="default" leftSection={<IconPencil size={16} />} onClick={onEdit} {...editIntent}>
            Edit Profile
          </Button>
          <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={onDelete} {...deleteIntent}>
            Delete Pet
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
