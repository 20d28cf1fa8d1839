import { Link, useParams } from 'react-router';
import { useNavigate } from '../../../app/routing/use-navigate';
import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { invitationPreviewSchema } from '@common/admin-schemas';
import { ROLE_LABELS } from '@common/roles';
import { paths } from '../../../app/paths';
import { BrandLogo } from '../../../components/brand-logo';
import { api, errorMessage } from '../../../lib/api-client';
import { reportMutationError } from '../../../lib/report-mutation-error';
import { useUser } from '../../../lib/session';
import { showSuccessToast } from '../../../lib/toasts';
import { hasStaffRights } from '../../../lib/user-roles';
import { invitationQueryKey, useAcceptInvitation } from '../api/admin-api';

type InvitationPreview = z.input<typeof invitationPreviewSchema>;

/** /invitations/:token (issue 26): the invited person sees the invitation and accepts it signed in. */
export default function InvitationPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const user = useUser();
  const preview = useQuery({
    queryKey: invitationQueryKey(token),
    queryFn: () => api.get<InvitationPreview>(`/api/invitations/${encodeURIComponent(token)}`),
    retry: false,
  });
  const accept = useAcceptInvitation(token);
  const here = paths.invitation(token);

  const acceptInvitation = () =>
    accept.mutate(undefined, {
      onSuccess: (accepted) => {
        showSuccessToast('Welcome to the team!', `You are now ${ROLE_LABELS[preview.data?.role ?? 'staff']}.`);
        void navigate(hasStaffRights(accepted) ? paths.adminTeam : paths.dashboard);
      },
      onError: (error) => reportMutationError(error, { title: 'Invitation not accepted' }),
    });

  return (
    <Center component="main" mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="lg" maw={480} w="100%">
        <Stack gap="md">
          <BrandLogo />
          {preview.isPending ? (
            <Loader mx="auto" aria-label="Loading the invitation" />
          ) : preview.isError ? (
            <Stack gap="sm">
              <Title order={1} fz={24}>
                Invitation not found
              </Title>
              <Text role="alert">{errorMessage(preview.error)}</Text>
              <Button component={Link} to={paths.home} variant="default">
                Back to Home
              </Button>
            </Stack>
          ) : (
            <>
              <Title order={1} fz={24}>
                You are invited to join {preview.data.businessName} as {ROLE_LABELS[preview.data.role]}
              </Title>
              <Text c="dimmed" size="sm">
                The invitation was sent to {preview.data.email}.
              </Text>
              {user.isPending ? (
                <Loader size="sm" mx="auto" aria-label="Checking your session" />
              ) : user.data ? (
                <Button onClick={acceptInvitation} loading={accept.isPending}>
                  Accept invitation
                </Button>
              ) : (
                <Stack gap="xs">
                  <Button fullWidth component={Link} to={`${paths.auth}?next=${encodeURIComponent(here)}`}>
                    Sign in
                  </Button>
                  <Button fullWidth component={Link} variant="default" to={`${paths.auth}?tab=register&next=${encodeURIComponent(here)}`}>
                    Create an account
                  </Button>
                </Stack>
              )}
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
