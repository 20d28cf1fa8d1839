// The business's people and their roles (issue 26): remove a role after a confirm; the server's
// last-administrator refusal is shown as it says it.
import { useState } from 'react';
import { Alert, Badge, Card, CloseButton, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { TeamMember } from '@common/admin-schemas';
import { ROLE_LABELS, type Role } from '@common/roles';
import { ConfirmDialogAfterPage, preloadConfirmDialog } from '../../../components/confirm-dialog-after-page';
import { ListState } from '../../../components/list-state';
import { serverMessage } from '../../../lib/api-client';
import { showSuccessToast } from '../../../lib/toasts';
import { useRemoveRole, useTeam } from '../api/admin-api';
import { personName } from './person-name';

type Removal = { member: TeamMember; role: Role };

export function TeamSection() {
  const team = useTeam();
  const remove = useRemoveRole();
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirm = () => {
    if (!removal) return;
    const { member, role } = removal;
    remove.mutate(
      { userId: member.id, role },
      {
        onSuccess: () => {
          showSuccessToast('Role Removed', `${personName(member)} is no longer ${ROLE_LABELS[role]}.`);
          setRefusal(null);
          setRemoval(null);
        },
        onError: (error) => {
          setRefusal(serverMessage(error, 'The role could not be removed.'));
          setRemoval(null);
        },
      },
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="team-title">
      <Title order={2} size="h3" id="team-title">
        Team
      </Title>
      {refusal ? (
        <Alert color="red" role="alert" withCloseButton onClose={() => setRefusal(null)} title="Role not removed">
          {refusal}
        </Alert>
      ) : null}
      <ListState
        query={team}
        loading={{ count: 3, skeleton: <Skeleton h={60} radius="md" />, label: 'Loading the team' }}
        empty={{ icon: <IconUsers />, title: 'No team members yet', text: 'Invite someone below.' }}
        errorTitle="Failed to load the team"
      >
        {(members) =>
          members.map((member) => (
            <Card key={member.id} withBorder padding="sm" aria-label={personName(member)}>
              <Group justify="space-between" wrap="wrap">
                <Stack gap={0}>
                  <Text fw={600}>{personName(member)}</Text>
                  <Text size="sm" c="dimmed">
                    {member.email}
                  </Text>
                </Stack>
                <Group gap="xs">
                  {member.roles.map((role) => (
                    <Badge
                      key={role}
                      variant="light"
                      color={role === 'admin' ? 'grape' : role === 'staff' ? 'blue' : 'teal'}
                      rightSection={
                        <CloseButton
                          size="xs"
                          aria-label={`Remove ${ROLE_LABELS[role]} from ${personName(member)}`}
                          onClick={() => {
                            void preloadConfirmDialog();
                            setRemoval({ member, role });
                          }}
                        />
                      }
                    >
                      {ROLE_LABELS[role]}
                    </Badge>
                  ))}
                </Group>
              </Group>
            </Card>
          ))
        }
      </ListState>
      <ConfirmDialogAfterPage
        opened={removal !== null}
        title="Remove role"
        confirmLabel="Remove role"
        pendingLabel="Removing..."
        pending={remove.isPending}
        onConfirm={confirm}
        onClose={() => setRemoval(null)}
      >
        {removal ? `Remove ${ROLE_LABELS[removal.role]} from ${personName(removal.member)}? They lose its tools at once.` : null}
      </ConfirmDialogAfterPage>
    </Stack>
  );
}
