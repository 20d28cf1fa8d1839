// /trainer/analytics: how the business and each pet are doing, from SQL aggregates (issue 11).
// Trainers only (page-roles.ts).
import { Suspense, useState } from 'react';
import { Skeleton, Stack } from '@mantine/core';
import { DrawnInTurn } from '../../../components/drawn-in-turn';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { useTrainerAnalytics } from '../../../lib/trainer-query';
import { createTurns } from '../../../lib/turns';
import { lazyAfterPageLoad } from '../../../lib/lazy-after-page-load';
import { BookingsChart, OccupancyChart, SessionsChart, SkillsChart } from '../components/analytics-charts';

// The last panel, at the foot of the page, comes after the page's load (decisions.md 103).
const AssessmentScoresChart = lazyAfterPageLoad(() =>
  import('../components/assessment-scores-chart').then((module) => ({ default: module.AssessmentScoresChart })),
);

export default function AnalyticsPage() {
  const analytics = useTrainerAnalytics();
  // Five panels with their tables are one long task on a phone: the first (the one in view) is
  // drawn with the page, the others one a task below it (decisions.md 84).
  const [panelTurns] = useState(() => createTurns());

  return (
    <>
      <PageHeader
        title="Analytics"
        description="Bookings and revenue, occupancy, skills, sessions and assessment scores, with the figures behind each chart."
      />
      {analytics.isPending ? (
        <Stack gap="md" role="status" aria-busy aria-label="Loading analytics">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={300} radius="md" />
          ))}
        </Stack>
      ) : analytics.isError ? (
        <ErrorState
          title="Failed to fetch analytics"
          message={errorMessage(analytics.error)}
          onRetry={() => void analytics.refetch()}
          retrying={analytics.isFetching}
        />
      ) : (
        <Stack gap="lg">
          <BookingsChart rows={analytics.data.bookingsByWeek} />
          <DrawnInTurn turns={panelTurns}>
            <OccupancyChart rows={analytics.data.occupancy} />
          </DrawnInTurn>
          <DrawnInTurn turns={panelTurns}>
            <SkillsChart rows={analytics.data.skills} />
          </DrawnInTurn>
          <DrawnInTurn turns={panelTurns}>
            <SessionsChart rows={analytics.data.sessionsByWeek} />
          </DrawnInTurn>
          <DrawnInTurn turns={panelTurns}>
            <Suspense fallback={<Skeleton height={300} radius="md" role="status" aria-busy aria-label="Loading assessment scores" />}>
              <AssessmentScoresChart rows={analytics.data.assessmentScores} />
            </Suspense>
          </DrawnInTurn>
        </Stack>
      )}
    </>
  );
}
