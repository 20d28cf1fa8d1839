import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CancellationsReport, OccupancyReport, RevenueReport, VaccinationComplianceReport } from '@common/report-schemas';
import { mockApi, requestsTo, signedInLayoutReplies, type MockRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { adminUser } from '../../../test/users';

const range = { from: '2025-03-03', to: '2025-03-16', timeZone: 'UTC' };
const money = { boardingCents: 0, daycareCents: 0, trainingCents: 0, paidCents: 0, refundedCents: 0, netCents: 0 };
const revenue: RevenueReport = {
  name: 'revenue',
  ...range,
  weeks: [
    { week: '2025-03-03', boardingCents: 17800, daycareCents: 6500, trainingCents: 0, paidCents: 24300, refundedCents: 0, netCents: 24300 },
    { week: '2025-03-10', ...money, trainingCents: 7500, paidCents: 16400, refundedCents: 8900, netCents: 7500 },
  ],
  totals: { boardingCents: 17800, daycareCents: 6500, trainingCents: 7500, paidCents: 40700, refundedCents: 8900, netCents: 31800 },
};
const occupancy: OccupancyReport = {
  name: 'occupancy',
  ...range,
  capacity: 4,
  nights: [
    { night: '2025-03-04', pets: 2, capacity: 4, percent: 50 },
    { night: '2025-03-05', pets: 3, capacity: 4, percent: 75 },
  ],
  averagePercent: 63,
  peakPets: 3,
};
const noCancellations: CancellationsReport = {
  name: 'cancellations',
  ...range,
  weeks: [
    { week: '2025-03-03', cancelled: 0, refundedCents: 0, noShows: 0 },
    { week: '2025-03-10', cancelled: 0, refundedCents: 0, noShows: 0 },
  ],
  totals: { cancelled: 0, refundedCents: 0, noShows: 0 },
};
const compliance: VaccinationComplianceReport = {
  name: 'vaccination-compliance',
  ...range,
  checkedFrom: '2025-03-03',
  petsWithStays: 3,
  petsWithProblems: 1,
  problemCounts: { missing: 1, expiring: 0, unverified: 0 },
  rows: [
    {
      bookingId: 9,
      serviceType: 'boarding',
      startDay: '2025-03-05',
      lastDay: '2025-03-07',
      petId: 4,
      petName: 'Scout',
      ownerName: 'Sam Lee',
      vaccine: 'rabies',
      vaccineName: 'Rabies',
      problem: 'missing',
      expiresOn: null,
    },
  ],
};

function reportsServer(routes: MockRoutes = {}) {
  return mockApi({
    ...signedInLayoutReplies,
    'GET /api/user': { body: adminUser },
    'GET /api/admin/reports/revenue': { body: revenue },
    'GET /api/admin/reports/occupancy': { body: occupancy },
    'GET /api/admin/reports/cancellations': { body: noCancellations },
    'GET /api/admin/reports/vaccination-compliance': { body: compliance },
    ...routes,
  });
}

// The page's code (with the charts library) loads once here, not within the first test's wait.
beforeAll(async () => {
  await import('./reports-page');
});

describe('/admin/reports', () => {
  it('shows revenue as a chart with its figures and CSV link, for the chosen dates', async () => {
    const api = reportsServer();
    renderApp('/admin/reports');

    const revenuePanel = await screen.findByRole('region', { name: 'Revenue by week' });
    expect(within(revenuePanel).getByText(/Net \$318\.00: paid \$407\.00, refunded \$89\.00\./)).toBeInTheDocument();
    const revenueTable = within(revenuePanel).getByRole('table', { name: 'Revenue by week figures' });
    expect(
      within(revenueTable).getByRole('row', { name: /March 10, 2025 \$0\.00 \$0\.00 \$75\.00 \$89\.00 \$75\.00/ }),
    ).toBeInTheDocument();
    expect(within(revenuePanel).getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/admin/reports/revenue.csv');
    // The server's default range until both dates are chosen.
    expect(requestsTo(api, 'GET /api/admin/reports/revenue')[0].url).toBe('/api/admin/reports/revenue');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-03-03' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-03-16' } });
    await waitFor(() =>
      expect(requestsTo(api, 'GET /api/admin/reports/revenue').map((call) => call.url)).toContain(
        '/api/admin/reports/revenue?from=2025-03-03&to=2025-03-16',
      ),
    );
    expect(await screen.findByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/reports/revenue.csv?from=2025-03-03&to=2025-03-16',
    );
  });

  it('switches to occupancy by its tab: pets per night against capacity', async () => {
    reportsServer();
    const user = userEvent.setup();
    renderApp('/admin/reports');
    await screen.findByRole('region', { name: 'Revenue by week' });
    await user.click(screen.getByRole('tab', { name: 'Occupancy' }));
    const occupancyPanel = await screen.findByRole('region', { name: 'Boarding occupancy by night' });
    expect(within(occupancyPanel).getByText('Capacity 4 pets a night; on average 63% full, at most 3 pets.')).toBeInTheDocument();
    expect(within(occupancyPanel).getByRole('row', { name: 'March 5, 2025 3 4 75%' })).toBeInTheDocument();
  });

  it('says so when there were no cancellations, with no CSV to download', async () => {
    reportsServer();
    renderApp('/admin/reports?report=cancellations');
    const cancellationsPanel = await screen.findByRole('region', { name: 'Cancellations and no-shows by week' });
    expect(within(cancellationsPanel).getByText('No cancellations or no-shows in these dates.')).toBeInTheDocument();
    expect(within(cancellationsPanel).queryByRole('link', { name: 'Download CSV' })).not.toBeInTheDocument();
  });

  it('lists the pets of upcoming stays whose vaccinations will not do', async () => {
    reportsServer();
    renderApp('/admin/reports?report=vaccination-compliance');
    const compliancePanel = await screen.findByRole('region', { name: 'Vaccination compliance of upcoming stays' });
    expect(
      within(compliancePanel).getByText(/1 of 3 pets with stays from March 3, 2025 to March 16, 2025 need attention\./),
    ).toBeInTheDocument();
    expect(
      within(compliancePanel).getByRole('row', { name: /Scout \(Sam Lee\) Boarding, March 5, 2025 to March 7, 2025 Rabies Missing/ }),
    ).toBeInTheDocument();
    expect(within(compliancePanel).getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/reports/vaccination-compliance.csv',
    );
  });

  it('says what is wrong with reversed dates and keeps the reports as they were', async () => {
    const api = reportsServer();
    renderApp('/admin/reports?report=occupancy');
    await screen.findByRole('region', { name: 'Boarding occupancy by night' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-03-16' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-03-03' } });
    expect(await screen.findByText('From must be on or before To')).toBeInTheDocument();
    expect(requestsTo(api, 'GET /api/admin/reports/occupancy').map((call) => call.url)).toEqual(['/api/admin/reports/occupancy']);
  });

  it('shows the server’s message when a report fails', async () => {
    reportsServer({ 'GET /api/admin/reports/revenue': { status: 500, body: { message: 'Something went wrong on our side.' } } });
    renderApp('/admin/reports');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load the report')).toBeInTheDocument();
  });
});
