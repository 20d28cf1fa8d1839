// /admin/settings' money sections: the cancellation policy (decisions.md 73) and deposits
// (decisions.md 71). Each booking keeps the ones in force when it was made.
import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { NumberField } from '../../../components/deferred-fields/number-field';
import type { UseFormReturnType } from '@mantine/form';
import { Section } from './settings-section';
import type { SettingsValues } from './settings-values';

type SectionProps = { form: UseFormReturnType<SettingsValues> };

export function CancellationSection({ form }: SectionProps) {
  // The form is uncontrolled: this section alone renders again when the basis changes.
  const lateFeeBasis = form.useWatchValue('cancellation.lateFeeBasis');
  return (
    <Section title="Cancellation">
      <Stack gap="sm">
        <NumberField
          label="Full refund until (hours before the start)"
          description="Cancelled earlier than this, a paid booking is refunded in full."
          min={0}
          allowDecimal={false}
          allowNegative={false}
          maw={320}
          key={form.key('cancellation.fullRefundHours')}
          {...form.getInputProps('cancellation.fullRefundHours')}
        />
        <div>
          <Text size="sm" fw={500} mb={4} id="late-fee-basis-label">
            Late cancellation fee
          </Text>
          <SegmentedControl
            aria-labelledby="late-fee-basis-label"
            data={[
              { value: 'percent', label: 'Percentage of the total' },
              { value: 'first_night', label: 'The first night' },
            ]}
            key={form.key('cancellation.lateFeeBasis')}
            {...form.getInputProps('cancellation.lateFeeBasis')}
          />
          <Text size="xs" c="dimmed" mt={4}>
            Kept when a paid booking is cancelled inside the window; the rest is refunded. The first night is one day of daycare or one
            training session, with any additional pets.
          </Text>
        </div>
        {lateFeeBasis === 'percent' ? (
          <NumberField
            label="Late cancellation fee (%)"
            min={0}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            maw={320}
            key={form.key('cancellation.lateFeePercent')}
            {...form.getInputProps('cancellation.lateFeePercent')}
          />
        ) : null}
        <NumberField
          label="No-show fee (%)"
          description="Kept of the total when staff mark a paid booking as a no-show; the rest is refunded."
          min={0}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          maw={320}
          key={form.key('cancellation.noShowFeePercent')}
          {...form.getInputProps('cancellation.noShowFeePercent')}
        />
      </Stack>
    </Section>
  );
}

export function DepositsSection({ form }: SectionProps) {
  return (
    <Section title="Deposits">
      <Text size="sm" c="dimmed">
        Boarding stays longer than the nights below pay this share of their price when booked, and the balance at check-out. 0% takes no
        deposits.
      </Text>
      <Group align="flex-start" gap="md">
        <NumberField
          label="Deposit (% of the price)"
          min={0}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          maw={220}
          key={form.key('deposits.percent')}
          {...form.getInputProps('deposits.percent')}
        />
        <NumberField
          label="For stays longer than (nights)"
          min={0}
          max={365}
          allowDecimal={false}
          allowNegative={false}
          maw={220}
          key={form.key('deposits.minNights')}
          {...form.getInputProps('deposits.minNights')}
        />
      </Group>
    </Section>
  );
}
