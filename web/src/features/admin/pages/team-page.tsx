import { Divider, Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header';
import { useUser } from '../../../lib/session';
import { isAdmin } from '../../../lib/user-roles';
import { ApplicationsSection } from '../components/applications-section';
import { InviteSection } from '../components/invite-section';
import { TeamSection } from '../components/team-section';

/** /admin/team (issue 26): trainer applications for staff and admins; the team and invitations for admins. */
export default function TeamPage() {
  const admin = isAdmin(useUser().data);
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
