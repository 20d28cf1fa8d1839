// A price as the server itemises it (common/pricing.ts): each line, then the total. The booking
// dialog's preview, the booking details and checkout all show it the same way.
import { Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '../lib/format';

export function PriceLines({
  lines,
  totalCents,
  label,
}: {
  lines: { label: string; amountCents: number }[];
  totalCents: number;
  label?: string;
}) {
  return (
    <Stack gap={4} aria-label={label}>
      {/* Keyed by place too: two pets of one name given the same skill make two lines that read alike. */}
      {lines.map((line, index) => (
        <Group key={`${index}:${line.label}`} justify="space-between" wrap="nowrap">
          <Text size="sm">{line.label}</Text>
          <Text size="sm">{formatMoney(line.amountCents)}</Text>
        </Group>
      ))}
      <Group justify="space-between">
        <Text fw={700}>Total</Text>
        <Text fw={700}>{formatMoney(totalCents)}</Text>
      </Group>
    </Stack>
  );
}
