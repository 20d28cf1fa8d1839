// Invite someone to the team (issue 26): an e-mail and a role; pending invitations with their
// expiry and Withdraw.
import { Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { SelectField } from '../../../components/deferred-fields/select-field';
import { useForm } from '@mantine/form';
import { IconMailForward } from '@tabler/icons-react';
import { INVITABLE_ROLES, ROLE_LABELS } from '@common/roles';
import { ListState } from '../../../components/list-state';
import { formatDate } from '../../../lib/format';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { showSuccessToast } from '../../../lib/toasts';
import { useDeferredSchema } from '../../../lib/deferred-schema';
import { useInvitations, useInvite, useWithdrawInvitation } from '../api/admin-api';

type InviteValues = { email: string; role: 'staff' | 'admin' };

export function InviteSection() {
  const invite = useInvite();
  const invitations = useInvitations();
  const withdraw = useWithdrawInvitation();
  // The checks (and zod) come on the first focus in the form (decisions.md 103).
  const schema = useDeferredSchema(() => import('@common/admin-schemas').then((module) => module.invitationRequestSchema));
  const form = useForm<InviteValues>({ initialValues: { email: '', role: 'staff' }, validate: schema.validate });

  const submit = schema.submitWith(
    form.onSubmit((values) =>
      invite.mutate(
        { email: values.email.trim(), role: values.role },
        {
          onSuccess: () => {
            showSuccessToast('Invitation Sent', `We e-mailed an invitation to ${values.email.trim()}.`);
            form.reset();
          },
          onError: (error) => reportMutationError(error, { title: 'Invitation Failed', form }),
        },
      ),
    ),
  );

  return (
    <Stack gap="sm" component="section" aria-labelledby="invite-title">
      <Title order={2} size="h3" id="invite-title">
        Invite someone
      </Title>
      <form onSubmit={submit} onFocus={() => void schema.load()} noValidate>
        <Group align="flex-start" wrap="wrap">
          <TextInput label="Email" type="email" required style={{ flex: '1 1 240px' }} {...form.getInputProps('email')} />
          <SelectField
            label="Role"
            required
            allowDeselect={false}
            data={INVITABLE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
            {...form.getInputProps('role')}
          />
          <Button type="submit" mt={25} loading={invite.isPending}>
            Send invitation
          </Button>
        </Group>
      </form>
      <ListState
        query={invitations}
        loading={{ count: 1, skeleton: <Skeleton h={50} radius="md" />, label: 'Loading invitations' }}
        empty={{ icon: <IconMailForward />, title: 'No pending invitations', withBorder: false }}
        errorTitle="Failed to load invitations"
      >
        {(items) =>
          items.map((invitation) => (
            <Card key={invitation.id} withBorder padding="sm" aria-label={`Invitation to ${invitation.email}`}>
              <Group justify="space-between" wrap="wrap">
                <Stack gap={0}>
                  <Text fw={600}>{invitation.email}</Text>
                  <Text size="sm" c="dimmed">
                    {ROLE_LABELS[invitation.role]} · expires {formatDate(invitation.expiresAt)}
                  </Text>
                </Stack>
                <Button
                  variant="default"
                  size="xs"
                  loading={withdraw.isPending && withdraw.variables === invitation.id}
                  onClick={() =>
                    withdraw.mutate(invitation.id, {
                      onSuccess: () => showSuccessToast('Invitation Withdrawn', `The link sent to ${invitation.email} no longer works.`),
                      onError: (error) => reportMutationError(error, { title: 'Withdraw Failed' }),
                    })
                  }
                >
                  Withdraw
                </Button>
              </Group>
            </Card>
          ))
        }
      </ListState>
    </Stack>
  );
}
