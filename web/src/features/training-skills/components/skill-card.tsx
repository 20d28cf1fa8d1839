// One skill on the menu: name, category, description, the species it suits, price, minimum stay, the
// first 3 steps (decisions.md 31) then '...and N more steps', and Add to Cart.
import { Badge, Button, Card, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { formatMoney } from '../../../lib/format';
import { nightsText } from '../../../lib/skill-text';
import { skillSpeciesText } from '@common/skill-words';
import type { Skill } from '@common/skill-schemas';

export const STEPS_SHOWN = 3;

export function SkillCard({ skill, onAdd }: { skill: Skill; onAdd: () => void }) {
  const hidden = skill.steps.length - STEPS_SHOWN;
  const titleId = `skill-${skill.id}-name`;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} fz="lg" id={titleId}>
            {skill.name}
          </Title>
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {skill.category}
          </Badge>
        </Group>
        {skill.description ? (
          <Text size="sm" c="dimmed">
            {skill.description}
          </Text>
        ) : null}
        <Text size="sm" fw={500}>
          {skillSpeciesText(skill.species)}
        </Text>
        <Group justify="space-between">
          <Text fw={700} fz="xl">
            {formatMoney(skill.price)}
          </Text>
          <Text size="sm" c="dimmed">
            Minimum stay: {nightsText(skill.minimumNights)}
          </Text>
        </Group>
        <List size="sm" spacing={4} type="ordered">
          {skill.steps.slice(0, STEPS_SHOWN).map((step, index) => (
            <List.Item key={index}>{step}</List.Item>
          ))}
        </List>
        {hidden > 0 ? (
          <Text size="sm" c="dimmed" fs="italic">
            ...and {hidden} more {hidden === 1 ? 'step' : 'steps'}
          </Text>
        ) : null}
        <Button mt="auto" leftSection={<IconShoppingCartPlus size={18} />} onClick={onAdd}>
          Add to Cart
        </Button>
      </Stack>
    </Card>
  );
}

/** A skill card's shape while the menu loads. */
export function SkillCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg" aria-hidden>
      <Stack gap="sm">
        <Skeleton h={22} w="60%" />
        <Skeleton h={14} />
        <Skeleton h={14} w="80%" />
        <Skeleton h={24} w="30%" />
        <Skeleton h={12} w="70%" />
        <Skeleton h={12} w="65%" />
        <Skeleton h={12} w="55%" />
        <Skeleton h={36} mt="sm" />
      </Stack>
    </Card>
  );
}
