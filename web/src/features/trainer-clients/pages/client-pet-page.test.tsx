import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeXhr, useFakeXhr } from '../../../test/fake-xhr';
import { mockApi, requestsTo, serverReplies, type MockRoutes } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render-with-app';
import { samplePet } from '../../../test/sample-pet';
import { sampleAssessment, sampleReportCard, sampleSession } from '../../../test/sample-trainer';
import { trainerUser } from '../../../test/users';
import { sampleConversation } from '../../../test/sample-message';
import ClientPetPage from './client-pet-page';

const pattern = '/trainer/clients/:petId';
const program = { id: 12, title: 'Puppy Basics' };

function trainerApi(extra: MockRoutes = {}) {
  return mockApi({
    'GET /api/user': { body: trainerUser },
    'GET /api/pets/7': { body: samplePet({ medicalConditions: 'Hip dysplasia' }) },
    'GET /api/pets/7/sessions': {
      body: [sampleSession(), sampleSession({ id: 32, trainerId: 9, trainerName: 'Other Coach', notes: 'Not mine' })],
    },
    'GET /api/pets/7/assessments': { body: [sampleAssessment()] },
    'GET /api/pets/7/report-cards': { body: [] },
    'GET /api/training-programs': { body: [program] },
    ...extra,
  });
}

const open = (tab = 'sessions') => renderWithApp(<ClientPetPage />, { path: `/trainer/clients/7?tab=${tab}`, pattern });

/** Opens Send report card and fills what every card needs: what was worked on, and four stars. */
async function startReportCard(user: ReturnType<typeof userEvent.setup>) {
  open('report-cards');
  await user.click(await screen.findByRole('button', { name: 'Send report card' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send report card for Biscuit' });
  await user.type(within(dialog).getByLabelText(/Worked on/), 'Recall in the park');
  // Rating reads pointer positions on click, which happy-dom lacks; the keyboard path is exact.
  fireEvent.keyDown(within(dialog).getByRole('radio', { name: '4 of 5' }), { key: 'Enter' });
  return dialog;
}

describe('/trainer/clients/:petId', () => {
  it('shows the profile read-only with a link to the vet records, and edit/delete only on own sessions', async () => {
    trainerApi();
    open();
    const profile = await screen.findByRole('region', { name: 'Pet profile' });
    expect(within(profile).getByText('Breed: Beagle')).toBeInTheDocument();
    expect(within(profile).getByText('Age: 3 years')).toBeInTheDocument();
    expect(within(profile).getByText('Medical conditions: Hip dysplasia')).toBeInTheDocument();
    expect(within(profile).getByRole('link', { name: 'View vet records' })).toHaveAttribute('href', '/pets/7/vet-records');
    expect(screen.queryByRole('button', { name: /edit pet/i })).not.toBeInTheDocument();
    const sessions = await screen.findAllByRole('article', { name: /^Session on/ });
    expect(sessions).toHaveLength(2);
    expect(within(sessions[0]).getByRole('button', { name: 'Edit session' })).toBeInTheDocument();
    expect(within(sessions[1]).queryByRole('button', { name: 'Edit session' })).not.toBeInTheDocument();
    expect(within(sessions[1]).getByText('Not mine')).toBeInTheDocument();
  });

  it('logs a session with the program, minutes and texts, then toasts', async () => {
    const user = userEvent.setup();
    const api = trainerApi({ 'POST /api/pets/7/sessions': { status: 201, body: sampleSession({ id: 33 }) } });
    open();
    await user.click(await screen.findByRole('button', { name: 'Log Session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log Session' });
    const minutes = within(dialog).getByLabelText(/Duration \(minutes\)/);
    await user.clear(minutes);
    await user.type(minutes, '45');
    await user.click(within(dialog).getByRole('combobox', { name: 'Program' }));
    await user.click(await screen.findByRole('option', { name: 'Puppy Basics' }));
    await user.type(within(dialog).getByLabelText('Notes'), 'Heel work');
    await user.type(within(dialog).getByLabelText('Achievements'), 'Ten steps of heel');
    await user.type(within(dialog).getByLabelText('Homework'), 'Practise daily');
    await user.click(within(dialog).getByRole('button', { name: 'Log Session' }));
    expect(await screen.findByText('Session logged')).toBeInTheDocument();
    const [call] = requestsTo(api, 'POST /api/pets/7/sessions');
    const body = call.body as Record<string, unknown>;
    expect(body).toMatchObject({
      duration: 45,
      programId: 12,
      notes: 'Heel work',
      achievements: 'Ten steps of heel',
      homework: 'Practise daily',
    });
    expect(String(body.date)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
    expect(requestsTo(api, 'GET /api/training-programs')[0].url).toBe('/api/training-programs?mine=true');
  });

  it('shows the server message when logging fails', async () => {
    const user = userEvent.setup();
    trainerApi({ 'POST /api/pets/7/sessions': serverReplies.badInput({ duration: 'Duration must be between 1 and 600 minutes' }) });
    open();
    await user.click(await screen.findByRole('button', { name: 'Log Session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log Session' });
    await user.click(within(dialog).getByRole('button', { name: 'Log Session' }));
    expect(await within(dialog).findByText('Duration must be between 1 and 600 minutes')).toBeInTheDocument();
  });

  it('deletes an own session after confirming', async () => {
    const user = userEvent.setup();
    const api = trainerApi({ 'DELETE /api/sessions/31': { status: 204 } });
    open();
    const [mine] = await screen.findAllByRole('article', { name: /^Session on/ });
    await user.click(within(mine).getByRole('button', { name: 'Delete session' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Session' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Session deleted')).toBeInTheDocument();
    expect(requestsTo(api, 'DELETE /api/sessions/31')).toHaveLength(1);
  });

  it('saves an assessment with its five scores nested and unscored ones as null', async () => {
    const user = userEvent.setup();
    const api = trainerApi({ 'POST /api/pets/7/assessments': { status: 201, body: sampleAssessment({ id: 42 }) } });
    open('assessments');
    const existing = await screen.findByRole('article', { name: /^Assessment on/ });
    expect(within(existing).getByText('Sociability with people: 5/5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New Assessment' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Assessment' });
    await user.click(within(within(dialog).getByRole('group', { name: 'Sociability with dogs' })).getByLabelText('4'));
    await user.click(within(within(dialog).getByRole('group', { name: 'Focus' })).getByLabelText('2'));
    await user.click(within(within(dialog).getByRole('group', { name: 'Leash manners' })).getByLabelText('5'));
    await user.type(within(dialog).getByLabelText('Issues'), 'Pulls near squirrels');
    await user.click(within(dialog).getByRole('button', { name: 'Save Assessment' }));
    expect(await screen.findByText('Assessment saved')).toBeInTheDocument();
    const body = requestsTo(api, 'POST /api/pets/7/assessments')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({
      issues: 'Pulls near squirrels',
      socialBehavior: null,
      scores: { sociabilityDogs: 4, sociabilityPeople: null, focus: 2, impulseControl: null, leashManners: 5 },
    });
  });

  it('keeps an assessment with no score and no note from being saved, and names the unscored choice', async () => {
    const user = userEvent.setup();
    const api = trainerApi();
    open('assessments');
    await user.click(await screen.findByRole('button', { name: 'New Assessment' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Assessment' });
    expect(within(within(dialog).getByRole('group', { name: 'Focus' })).getByRole('radio', { name: 'Not scored' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save Assessment' }));
    expect(await within(dialog).findByText('Give at least one score or write a note')).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/pets/7/assessments')).toHaveLength(0);
  });

  it('sends a report card, then uploads its photo with a progress bar', async () => {
    useFakeXhr();
    const user = userEvent.setup();
    const card = sampleReportCard({ id: 60 });
    const api = trainerApi({ 'POST /api/pets/7/report-cards': { status: 201, body: card } });
    const dialog = await startReportCard(user);
    await user.type(within(dialog).getByLabelText('Notes'), 'Great focus');
    const photo = new File(['jpeg-bytes'], 'park.jpg', { type: 'image/jpeg' });
    await user.upload(within(dialog).getByLabelText('Add photos or video'), photo);
    expect(within(dialog).getByText('park.jpg')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send Report Card' }));
    await waitFor(() => expect(FakeXhr.last?.url).toBe('/api/report-cards/60/media'));
    const body = requestsTo(api, 'POST /api/pets/7/report-cards')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ workedOn: 'Recall in the park', rating: 4, notes: 'Great focus' });
    expect(String(body.day)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const xhr = FakeXhr.last!;
    expect((xhr.sent!.get('file') as File).name).toBe('park.jpg');
    act(() => xhr.progress(50, 100));
    expect(await within(dialog).findByText('Uploading file 1 of 1: 50%')).toBeInTheDocument();
    act(() => xhr.respond(201, { ...card, media: [{ id: 1, address: '/uploads/report-cards/a.jpg', contentType: 'image/jpeg' }] }));
    expect(await screen.findByText('Report card sent')).toBeInTheDocument();
  });

  it('after a refused file, uploads the rest to the card already sent instead of sending a second card', async () => {
    useFakeXhr();
    const user = userEvent.setup();
    const card = sampleReportCard({ id: 60 });
    const api = trainerApi({ 'POST /api/pets/7/report-cards': { status: 201, body: card } });
    const dialog = await startReportCard(user);
    const photo = new File(['jpeg-bytes'], 'park.jpg', { type: 'image/jpeg' });
    const clip = new File(['not-really-video'], 'clip.mp4', { type: 'video/mp4' });
    await user.upload(within(dialog).getByLabelText('Add photos or video'), [photo, clip]);
    await user.click(within(dialog).getByRole('button', { name: 'Send Report Card' }));

    await waitFor(() => expect((FakeXhr.last?.sent?.get('file') as File | undefined)?.name).toBe('park.jpg'));
    act(() =>
      FakeXhr.last!.respond(201, { ...card, media: [{ id: 1, address: '/uploads/report-cards/a.jpg', contentType: 'image/jpeg' }] }),
    );
    await waitFor(() => expect((FakeXhr.last?.sent?.get('file') as File | undefined)?.name).toBe('clip.mp4'));
    act(() => FakeXhr.last!.respond(415, { message: 'That file is not a video we can play.' }));

    expect(await screen.findByText('A file could not be uploaded')).toBeInTheDocument();
    expect(within(dialog).getByText('The report card was sent without every file')).toBeInTheDocument();
    expect(within(dialog).queryByText('park.jpg')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Worked on/)).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove clip.mp4' }));
    const second = new File(['jpeg-bytes'], 'sit.jpg', { type: 'image/jpeg' });
    await user.upload(within(dialog).getByLabelText('Add photos or video'), second);
    await user.click(within(dialog).getByRole('button', { name: 'Upload Remaining Files' }));

    await waitFor(() => expect((FakeXhr.last?.sent?.get('file') as File | undefined)?.name).toBe('sit.jpg'));
    expect(FakeXhr.last!.url).toBe('/api/report-cards/60/media');
    act(() => FakeXhr.last!.respond(201, card));
    expect(await screen.findByText('Report card sent')).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/pets/7/report-cards')).toHaveLength(1);
  });

  it('refuses a file that is neither a photo nor a video before sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    trainerApi();
    open('report-cards');
    await user.click(await screen.findByRole('button', { name: 'Send report card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send report card for Biscuit' });
    await user.upload(within(dialog).getByLabelText('Add photos or video'), new File(['x'], 'notes.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText(/^notes\.pdf: Please upload a JPEG, PNG or WebP photo/)).toBeInTheDocument();
  });

  it("opens the conversation with the pet's owner from Message owner (decisions.md 63)", async () => {
    const user = userEvent.setup();
    const api = trainerApi({ 'POST /api/conversations': { status: 201, body: sampleConversation({ id: 14, kind: 'trainer' }) } });
    const { router } = open();
    await user.click(await screen.findByRole('button', { name: 'Message owner' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages/14'));
    expect(router.state.location.search).toBe('?petId=7');
    expect(requestsTo(api, 'POST /api/conversations').map((call) => call.body)).toEqual([{ with: { ownerId: 1 }, petId: 7 }]);
  });
});
