import { useDeferredValue } from 'react';
import { Button, Grid, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { useUser } from '../../../lib/session';
import { useDashboard } from '../api/get-dashboard';
import { QuickActions } from '../components/quick-actions';
import { RecentActivity, RecentActivitySkeleton } from '../components/recent-activity';
import { SummaryCards, SummaryCardsSkeleton } from '../components/summary-cards';

export default function DashboardPage() {
  const user = useUser();
  const dashboard = useDashboard();
  // Cards render from a deferred copy: in a background pass that yields to the browser (ListState).
  const summary = useDeferredValue(dashboard.data);
  const name = user.data?.firstName || user.data?.username;
  const welcome = user.data && isNewAccount(user.data.createdAt) ? 'Welcome' : 'Welcome back';

  return (
    <>
      <PageHeader
        title={name ? `${welcome}, ${name}!` : `${welcome}!`}
        description="Here's what's happening with your pets, bookings and training."
        action={
          <Button component={Link} to={paths.pets} leftSection={<IconPlus size={18} />}>
            Add a pet
          </Button>
        }
      />
      {dashboard.isError ? (
        <ErrorState
          title="We couldn't load your dashboard"
          message={errorMessage(dashboard.error)}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        <Stack gap="lg">
          {summary ? <SummaryCards summary={summary} /> : <SummaryCardsSkeleton />}
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              {summary ? <RecentActivity items={summary.recentActivity} /> : <RecentActivitySkeleton />}
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <QuickActions isTrainer={user.data?.isTrainer} />
            </Grid.Col>
          </Grid>
        </Stack>
      )}
    </>
  );
}

/** Made within the last day: "Welcome back" would greet someone who has never been away. */
function isNewAccount(createdAt: string): boolean {
  return Date.now() - Date.parse(createdAt) < NEW_ACCOUNT_MS;
}
const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;
