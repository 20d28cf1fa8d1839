// The pet page's ways to start a conversation (decisions.md 63): the business, each trainer of the
// pet's skills, and "Ask about this" under a report card on the timeline.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestsTo } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render-with-app';
import { sampleConversation } from '../../../test/sample-message';
import { samplePet } from '../../../test/sample-pet';
import { sampleProgress } from '../../../test/sample-skill';
import { sampleReportCard, sampleTimelineEntry } from '../../../test/sample-trainer';
import { PetDashboardCard } from './pet-dashboard-card';
import { PetMessageButtons } from './pet-message-buttons';

const opened = { status: 201, body: sampleConversation({ id: 9 }) };

describe('starting a conversation from the pet page', () => {
  it('messages the business, or each trainer working with the pet, about the pet', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/pets/7/skill-progress': {
        body: [sampleProgress(), sampleProgress({ id: 22 }), sampleProgress({ id: 23, trainerId: null, trainerName: null })],
      },
      'POST /api/conversations': opened,
    });
    const { router } = renderWithApp(<PetMessageButtons pet={samplePet()} />);

    const trainer = await screen.findByRole('button', { name: 'Message Sam Rivera' });
    expect(screen.getAllByRole('button')).toHaveLength(2);
    await user.click(trainer);
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/9'));
    expect(router.state.location.search).toBe('?petId=7');
    await user.click(screen.getByRole('button', { name: 'Message the business' }));

    await waitFor(() => expect(requestsTo(api, 'POST /api/conversations')).toHaveLength(2));
    expect(requestsTo(api, 'POST /api/conversations').map((call) => call.body)).toEqual([
      { with: { trainerId: 2 }, petId: 7 },
      { with: 'business', petId: 7 },
    ]);
  });

  it("asks a report card's trainer about it, with its pet and booking", async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/pets/7/timeline': { body: [sampleTimelineEntry({ kind: 'report_card', id: 51, title: 'Report card' })] },
      'GET /api/pets/7/report-cards': { body: [sampleReportCard({ bookingId: 41 })] },
      'GET /api/pets/7/progress-summary': { body: { skills: [], assessmentScores: [] } },
      'GET /api/pets/7/enrollments': { body: [] },
      'GET /api/pets/7/skill-progress': { body: [] },
      'GET /api/bookings': { body: [] },
      'POST /api/conversations': opened,
    });
    const { router } = renderWithApp(<PetDashboardCard pet={samplePet()} />, { path: '/pets/7?tab=timeline' });

    await user.click(await screen.findByRole('button', { name: "Ask about this: Sam Rivera's report card of November 20, 2026" }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/9'));
    expect(requestsTo(api, 'POST /api/conversations').map((call) => call.body)).toEqual([
      { with: { trainerId: 2 }, petId: 7, bookingId: 41 },
    ]);
  });
});
