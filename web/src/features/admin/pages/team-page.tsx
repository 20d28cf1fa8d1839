import { Navigate } from 'react-router';
import { Divider, Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../app/paths';
import { useUser } from '../../../lib/session';
import { hasStaffRights, isAdmin } from '../../../lib/user-roles';
import { ApplicationsSection } from '../components/applications-section';
import { InviteSection } from '../components/invite-section';
import { TeamSection } from '../components/team-section';

/** /admin/team (issue 26): trainer applications for staff and admins; the team and invitations for admins. */
export default function TeamPage() {
  const user = useUser();
  if (!hasStaffRights(user.data)) return <Navigate to={paths.dashboard} replace />;
  const admin = isAdmin(user.data);
  return (
    <>
      <PageHeader
        title="Team"
        description={admin ? 'Trainer applications, your team and its invitations.' : 'Trainer applications waiting for a decision.'}
      />
      <Stack gap="xl">
        <ApplicationsSection canDecide={admin} />
        {admin ? (
          <>
            <Divider />
            <TeamSection />
            <Divider />
            <InviteSection />
          </>
        ) : null}
      </Stack>
    </>
  );
}
