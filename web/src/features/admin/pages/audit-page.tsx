import { Fragment, useState } from 'react';
import { Anchor, Button, Code, Group, SimpleGrid, Skeleton, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { SelectField } from '../../../components/deferred-fields/select-field';
import { IconDownload, IconHistory } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { AUDIT_KINDS, AUDIT_KIND_LABELS, type AuditKind } from '@common/audit-kinds';
import type { AuditEntry } from '@common/admin-schemas';
import { ListState } from '../../../components/list-state';
import { PageHeader } from '../../../components/page-header';
import { ScrollRegion } from '../../../components/scroll-region';
import { formatDateTime } from '../../../lib/format';
import { auditCsvUrl, useAudit, useTeam, type AuditFilters } from '../api/admin-api';
import { personName } from '../components/person-name';

const json = (value: unknown) => (value === undefined || value === null ? '—' : JSON.stringify(value, null, 2));

function AuditRow({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false);
  return (
    <Fragment>
      <Table.Tr>
        <Table.Td>
          <UnstyledButton onClick={() => setOpen((value) => !value)} aria-expanded={open} aria-label={`Details of ${entry.summary}`}>
            <Text size="sm" td="underline">
              {formatDateTime(entry.at)}
            </Text>
          </UnstyledButton>
        </Table.Td>
        <Table.Td>{entry.actor?.username ?? 'System'}</Table.Td>
        <Table.Td>{AUDIT_KIND_LABELS[entry.kind]}</Table.Td>
        <Table.Td>{entry.summary}</Table.Td>
      </Table.Tr>
      {open ? (
        <Table.Tr>
          <Table.Td colSpan={4}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Stack gap={4}>
                <Text size="xs" fw={600}>
                  Before
                </Text>
                <Code block>{json(entry.before)}</Code>
              </Stack>
              <Stack gap={4}>
                <Text size="xs" fw={600}>
                  After
                </Text>
                <Code block>{json(entry.after)}</Code>
              </Stack>
            </SimpleGrid>
          </Table.Td>
        </Table.Tr>
      ) : null}
    </Fragment>
  );
}

function AuditLog() {
  const team = useTeam();
  const [filters, setFilters] = useState<AuditFilters>({ actor: null, kind: null, from: null, to: null });
  const audit = useAudit(filters);
  const entries = { ...audit, data: audit.data?.pages.flatMap((page) => page.items) } as UseQueryResult<AuditEntry[]>;
  const set = (patch: Partial<AuditFilters>) => setFilters((current) => ({ ...current, ...patch }));

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <SelectField
          label="Person"
          placeholder="Anyone"
          clearable
          data={(team.data ?? []).map((member) => ({ value: String(member.id), label: personName(member) }))}
          value={filters.actor}
          onChange={(actor) => set({ actor })}
        />
        <SelectField
          label="Kind"
          placeholder="Any kind"
          clearable
          data={AUDIT_KINDS.map((kind) => ({ value: kind, label: AUDIT_KIND_LABELS[kind] }))}
          value={filters.kind}
          onChange={(kind) => set({ kind: kind as AuditKind | null })}
        />
        <TextInput
          label="From"
          type="date"
          value={filters.from ?? ''}
          onChange={(event) => set({ from: event.currentTarget.value || null })}
        />
        <TextInput label="To" type="date" value={filters.to ?? ''} onChange={(event) => set({ to: event.currentTarget.value || null })} />
        <Anchor href={auditCsvUrl(filters)} download>
          <Group gap={4}>
            <IconDownload size={16} />
            Download CSV
          </Group>
        </Anchor>
      </Group>
      <ListState
        query={entries}
        loading={{ count: 4, skeleton: <Skeleton h={36} />, label: 'Loading the audit log' }}
        empty={{ icon: <IconHistory />, title: 'Nothing recorded', text: 'No changes match these filters.' }}
        errorTitle="Failed to load the audit log"
      >
        {(items) => (
          <Stack gap="sm">
            <ScrollRegion minWidth={640} label="Audit log, scrollable">
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>When</Table.Th>
                    <Table.Th>Who</Table.Th>
                    <Table.Th>Kind</Table.Th>
                    <Table.Th>Summary</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((entry) => (
                    <AuditRow key={entry.id} entry={entry} />
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollRegion>
            {audit.hasNextPage ? (
              <Group justify="center">
                <Button variant="default" onClick={() => void audit.fetchNextPage()} loading={audit.isFetchingNextPage}>
                  Load more
                </Button>
              </Group>
            ) : null}
          </Stack>
        )}
      </ListState>
    </Stack>
  );
}

/** /admin/audit (issue 26): who changed what, filtered, paged by cursor, downloadable as CSV. */
export default function AuditPage() {
  return (
    <>
      <PageHeader title="Audit log" description="Every change to roles, trainer applications, invitations and settings." />
      <AuditLog />
    </>
  );
}
