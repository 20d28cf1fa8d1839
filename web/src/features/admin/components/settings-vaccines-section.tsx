// /admin/settings' vaccines section: the policy, whether unverified records count (decisions.md
// 58), and which vaccines each service asks of each species.
import { Checkbox, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { SERVICE_TYPES } from '@common/booking-choices';
import { VACCINE_POLICIES, VACCINE_SPECIES, VACCINE_VERIFICATION_RULES } from '@common/business-settings-defaults';
import { VACCINES, VACCINES_BY_SPECIES, type VaccineCode } from '@common/vaccines';
import { ScrollRegion } from '../../../components/scroll-region';
import { Section } from './settings-section';
import type { SettingsValues } from './settings-values';

const POLICY_LABELS = { enforce: 'Enforce', warn: 'Warn', off: 'Off' } as const;
/** Whether bookings count records staff have not verified (decisions.md 58). */
const VERIFICATION_LABELS = { accept: 'Accept', warn: 'Warn', require: 'Require verified' } as const;
const SPECIES_LABELS = { dog: 'Dogs', cat: 'Cats', rabbit: 'Rabbits', other: 'Other' } as const;
const SERVICE_LABELS: Record<string, string> = { boarding: 'Boarding', daycare: 'Daycare', training: 'Training' };

export function VaccinesSection({ form }: { form: UseFormReturnType<SettingsValues> }) {
  // The form is uncontrolled: the grid renders again when a box is ticked, and only the grid's section.
  const required = form.useWatchValue('vaccines.required');
  const toggleVaccine = (service: keyof typeof required, species: (typeof VACCINE_SPECIES)[number], code: VaccineCode) => {
    const current = required[service][species] ?? [];
    const next = current.includes(code) ? current.filter((item) => item !== code) : [...current, code];
    form.setFieldValue(`vaccines.required.${service}.${species}`, next, { forceUpdate: false });
  };

  return (
    <Section title="Vaccines">
      <Stack gap="sm">
        <div>
          <Text size="sm" fw={500} mb={4} id="vaccine-policy-label">
            Policy
          </Text>
          <SegmentedControl
            aria-labelledby="vaccine-policy-label"
            data={VACCINE_POLICIES.map((value) => ({ value, label: POLICY_LABELS[value] }))}
            key={form.key('vaccines.policy')}
            {...form.getInputProps('vaccines.policy')}
          />
        </div>
        <div>
          <Text size="sm" fw={500} mb={4} id="vaccine-verification-label">
            Unverified records
          </Text>
          <SegmentedControl
            aria-labelledby="vaccine-verification-label"
            data={VACCINE_VERIFICATION_RULES.map((value) => ({ value, label: VERIFICATION_LABELS[value] }))}
            key={form.key('vaccines.verification')}
            {...form.getInputProps('vaccines.verification')}
          />
          <Text size="xs" c="dimmed" mt={4}>
            Whether a record staff have not verified at Vaccinations counts for bookings. A rejected record counts only under Accept.
          </Text>
        </div>
        {form.errors['vaccines.required'] ? (
          <Text c="red" size="sm" role="alert">
            {form.errors['vaccines.required']}
          </Text>
        ) : null}
        <ScrollRegion minWidth={300}>
          <Table withTableBorder verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Required</Table.Th>
                {SERVICE_TYPES.map((service) => (
                  <Table.Th key={service}>{SERVICE_LABELS[service] ?? service}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {VACCINE_SPECIES.flatMap((species) =>
                VACCINES_BY_SPECIES[species].map((code) => (
                  <Table.Tr key={`${species}-${code}`}>
                    <Table.Td>
                      {SPECIES_LABELS[species]}: {VACCINES[code].name}
                    </Table.Td>
                    {SERVICE_TYPES.map((service) => (
                      <Table.Td key={service}>
                        <Checkbox
                          aria-label={`${SERVICE_LABELS[service] ?? service}: ${SPECIES_LABELS[species]} need ${VACCINES[code].name}`}
                          checked={(required[service][species] ?? []).includes(code)}
                          onChange={() => toggleVaccine(service, species, code)}
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                )),
              )}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      </Stack>
    </Section>
  );
}
