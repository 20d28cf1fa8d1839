import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi } from '../../test/mock-api';
import { renderWithApp } from '../../test/render-with-app';
import { sampleReportCard, sampleTimelineEntry } from '../../test/sample-trainer';
import { PetTimeline } from './pet-timeline';

const card = sampleReportCard({
  media: [
    { id: 1, address: '/uploads/report-cards/park.jpg', contentType: 'image/jpeg' },
    { id: 2, address: '/uploads/report-cards/recall.mp4', contentType: 'video/mp4' },
  ],
});

const entries = [
  sampleTimelineEntry({
    kind: 'report_card',
    id: 51,
    title: 'Report card: Recall in the park',
    summary: 'Recall in the park',
    link: '/pets/7?tab=timeline',
  }),
  sampleTimelineEntry({ kind: 'session', id: 31, title: 'Training session with Sam Rivera', summary: '45 minutes' }),
  sampleTimelineEntry({ kind: 'assessment', id: 41, title: 'Behaviour assessment', summary: 'Focus 2/5' }),
  sampleTimelineEntry({ kind: 'skill_step', id: 21, title: 'Sit Stay: step 3 of 5', summary: '' }),
  sampleTimelineEntry({ kind: 'vet_visit', id: 11, title: 'Vet visit: Dr. Smith', summary: 'Annual check-up' }),
  sampleTimelineEntry({ kind: 'booking', id: 3, title: 'Boarding stay', summary: 'Confirmed' }),
];

describe('PetTimeline', () => {
  it('shows every kind with its icon label, and report cards with their rating, photos and videos', async () => {
    mockApi({ 'GET /api/pets/7/timeline': { body: entries }, 'GET /api/pets/7/report-cards': { body: [card] } });
    renderWithApp(<PetTimeline petId={7} />);
    expect(await screen.findByText('Training session with Sam Rivera')).toBeInTheDocument();
    for (const label of ['Report card', 'Training session', 'Assessment', 'Skill progress', 'Vet visit', 'Booking']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByText('Annual check-up')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Report card: Recall in the park' })).toHaveAttribute('href', '/pets/7?tab=timeline');
    expect(await screen.findByRole('img', { name: 'Photo of Biscuit' })).toHaveAttribute('src', '/uploads/report-cards/park.jpg');
    const video = screen.getByLabelText('Video of Biscuit');
    expect(video).toHaveAttribute('src', '/uploads/report-cards/recall.mp4');
    expect(video).toHaveAttribute('controls');
    expect(screen.getByText('Came back every time')).toBeInTheDocument();
    expect(screen.getByLabelText('Rated 4 of 5')).toBeInTheDocument();
  });

  it("shows a report card's notes once, and who wrote each record", async () => {
    // As the server sends it: the summary repeats the rating and the notes the card shows.
    const written = sampleTimelineEntry({
      kind: 'report_card',
      id: 51,
      title: 'Report card: Recall in the park',
      summary: 'Rated 4/5 · Came back every time',
      day: '2026-11-20',
      trainerName: 'Sam Rivera',
    });
    const session = sampleTimelineEntry({
      kind: 'session',
      id: 31,
      title: 'Training session',
      summary: '45 min',
      day: '2026-11-19',
      trainerName: 'Alex Kim',
    });
    mockApi({ 'GET /api/pets/7/timeline': { body: [written, session] }, 'GET /api/pets/7/report-cards': { body: [card] } });
    renderWithApp(<PetTimeline petId={7} />);
    expect(await screen.findByLabelText('Rated 4 of 5')).toBeInTheDocument();
    expect(screen.getAllByText(/Came back every time/)).toHaveLength(1);
    expect(screen.queryByText(/Rated 4\/5/)).not.toBeInTheDocument();
    expect(screen.getByText('Report card · November 20, 2026 · by Sam Rivera')).toBeInTheDocument();
    expect(screen.getByText('Training session · November 19, 2026 · by Alex Kim')).toBeInTheDocument();
  });

  it("falls back to the entry's summary when the report cards cannot be loaded", async () => {
    const written = sampleTimelineEntry({
      kind: 'report_card',
      id: 51,
      title: 'Report card: Recall',
      summary: 'Rated 4/5 · Came back every time',
    });
    mockApi({
      'GET /api/pets/7/timeline': { body: [written] },
      'GET /api/pets/7/report-cards': { status: 500, body: { message: 'Down' } },
    });
    renderWithApp(<PetTimeline petId={7} />);
    expect(await screen.findByText('Rated 4/5 · Came back every time')).toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    mockApi({ 'GET /api/pets/7/timeline': { body: [] }, 'GET /api/pets/7/report-cards': { body: [] } });
    renderWithApp(<PetTimeline petId={7} />);
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
  });

  it('gives a day-only entry its day and no time, and the others their time', async () => {
    mockApi({
      'GET /api/pets/7/timeline': {
        body: [
          sampleTimelineEntry({
            kind: 'session',
            id: 31,
            title: 'Morning session',
            summary: '',
            at: new Date(2026, 2, 5, 9, 30).toISOString(),
          }),
          sampleTimelineEntry({
            kind: 'vet_visit',
            id: 11,
            title: 'Vet visit: Dr. Smith',
            summary: '',
            at: '2026-03-02T00:00:00.000Z',
            day: '2026-03-02',
          }),
        ],
      },
      'GET /api/pets/7/report-cards': { body: [] },
    });
    renderWithApp(<PetTimeline petId={7} />);
    expect(await screen.findByText('Training session · March 5, 2026 at 9:30 AM')).toBeInTheDocument();
    expect(screen.getByText('Vet visit · March 2, 2026')).toBeInTheDocument();
  });
});
