import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SkillProgress } from '@common/skill-schemas';
import { FakeXhr, useFakeXhr } from '../../../test/fake-xhr';
import { mockApi, requestsTo, type MockRoutes } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render-with-app';
import { sampleProgress, sampleSkill, sampleVideo } from '../../../test/sample-skill';
import { trainerUser } from '../../../test/users';
import TrainerSkillsPage from './trainer-skills-page';

const rex = sampleProgress();
const mia = sampleProgress({ id: 22, petId: 8, petName: 'Mia', currentStep: 0, skill: sampleSkill({ id: 4, name: 'Reliable Recall' }) });
const done = sampleProgress({ id: 23, petId: 9, petName: 'Otto', currentStep: 4, completed: true, percent: 100 });

function trainerApi(items: SkillProgress[], extra: MockRoutes = {}) {
  return mockApi({ 'GET /api/user': { body: trainerUser }, 'GET /api/skill-progress/assigned': { body: items }, ...extra });
}

const item = (name: RegExp) => screen.findByRole('article', { name });

describe('/trainer-skills', () => {
  it('counts the tabs and shows each item: pet link, owner, current step and progress', async () => {
    const user = userEvent.setup();
    trainerApi([rex, mia, done]);
    renderWithApp(<TrainerSkillsPage />, { path: '/trainer-skills' });
    expect(await screen.findByRole('tab', { name: 'In Progress (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Completed (1)' })).toBeInTheDocument();
    const card = await item(/^Rex/);
    // The trainer's own view of a client pet, not the owner's page full of controls that fail.
    expect(within(card).getByRole('link', { name: 'Rex' })).toHaveAttribute('href', '/trainer/clients/7');
    expect(within(card).getByText('Owner: Jane Doe')).toBeInTheDocument();
    expect(within(card).getByText('Step 2 of 5: Stay for 5 seconds')).toBeInTheDocument();
    expect(within(card).getByText('40%')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /^Otto/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Completed (1)' }));
    const otto = await item(/^Otto/);
    expect(within(otto).getByText('100%')).toBeInTheDocument();
  });

  it('keeps the steps within bounds: back disabled on the first step, forward on the last', async () => {
    trainerApi([mia, sampleProgress({ currentStep: 4, percent: 100 })]);
    renderWithApp(<TrainerSkillsPage />, { path: '/trainer-skills' });
    const first = await item(/^Mia/);
    expect(within(first).getByRole('button', { name: 'Previous step' })).toBeDisabled();
    expect(within(first).getByRole('button', { name: 'Next step' })).toBeEnabled();
    const last = await item(/^Rex/);
    expect(within(last).getByText('Step 5 of 5: Walk across the room')).toBeInTheDocument();
    expect(within(last).getByRole('button', { name: 'Previous step' })).toBeEnabled();
    expect(within(last).getByRole('button', { name: 'Next step' })).toBeDisabled();
  });

  it('moves a step forward and back and saves notes through PUT, with the toasts', async () => {
    const user = userEvent.setup();
    let current = rex;
    const api = trainerApi([rex], {
      'PUT /api/skill-progress/21': (call) => {
        current = { ...current, ...(call.body as Partial<SkillProgress>) };
        return { body: current };
      },
    });
    renderWithApp(<TrainerSkillsPage />, { path: '/trainer-skills' });
    const card = await item(/^Rex/);
    await user.click(within(card).getByRole('button', { name: 'Next step' }));
    expect(await screen.findByText('Progress updated')).toBeInTheDocument();
    expect(await within(card).findByText('Step 3 of 5: Step back once')).toBeInTheDocument();
    expect(within(card).getByText('60%')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Previous step' }));
    expect(await within(card).findByText('Step 2 of 5: Stay for 5 seconds')).toBeInTheDocument();
    const save = within(card).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(within(card).getByLabelText('Notes'), 'Holds it for 10 seconds');
    await user.click(save);
    await waitFor(() => expect(requestsTo(api, 'PUT /api/skill-progress/21')).toHaveLength(3));
    expect(requestsTo(api, 'PUT /api/skill-progress/21').map((call) => call.body)).toEqual([
      { currentStep: 2 },
      { currentStep: 1 },
      { notes: 'Holds it for 10 seconds' },
    ]);
    await waitFor(() => expect(save).toBeDisabled());
  });

  it("says 'Failed to update progress' with the server's words", async () => {
    const user = userEvent.setup();
    trainerApi([rex], { 'PUT /api/skill-progress/21': { status: 400, body: { message: 'Step must be between 0 and 4' } } });
    renderWithApp(<TrainerSkillsPage />, { path: '/trainer-skills' });
    await user.click(within(await item(/^Rex/)).getByRole('button', { name: 'Next step' }));
    expect(await screen.findByText('Failed to update progress')).toBeInTheDocument();
    expect(screen.getByText('Step must be between 0 and 4')).toBeInTheDocument();
    expect(within(await item(/^Rex/)).getByText('Step 2 of 5: Stay for 5 seconds')).toBeInTheDocument();
  });

  it('asks before Mark Complete, saying the owner is told and how many steps are left; Cancel sends nothing', async () => {
    const user = userEvent.setup();
    const api = trainerApi([rex]);
    renderWithApp(<TrainerSkillsPage />, { path: '/trainer-skills' });
    await user.click(within(await item(/^Rex/)).getByRole('button', { name: 'Mark Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Stay with Distance?' });
    expect(within(dialog).getByText(/^Rex is on step 2 of 5: 3 steps are not done yet\./)).toBeInTheDocument();
    expect(within(dialog).getByText(/Jane Doe will be told that Rex has completed Stay with Distance\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(api, 'PUT /api/skill-progress/21')).toHaveLength(0);
    expect(within(await item(/^Rex/)).getByRole('button', { name: 'Mark Complete' })).toBeEnabled();
  });

  it('on the last step, asks without counting steps left', async () => {
    const user = userEvent.setup();
    trainerApi([sampleProgress({ currentStep: 4, percent: 100 })]);
    renderWithApp(<TrainerSkillsPage />, { path: '/trainer-skills' });
    await user.click(within(await item(/^Rex/)).getByRole('button', { name: 'Mark Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Stay with Distance?' });
    expect(within(dialog).getByText(/^Jane Doe will be told that Rex has completed Stay with Distance\./)).toBeInTheDocument();
    expect(within(dialog).queryByText(/not done yet/)).not.toBeInTheDocument();
  });

  it('Mark Complete, once confirmed, moves the item from In Progress to Completed', async () => {
    const user = userEvent.setup();
    const api = trainerApi([rex, mia], {
      'PUT /api/skill-progress/21': { body: { ...rex, completed: true, currentStep: 4, percent: 100 } },
    });
    renderWithApp(<TrainerSkillsPage />, { path: '/trainer-skills' });
    await user.click(within(await item(/^Rex/)).getByRole('button', { name: 'Mark Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Stay with Distance?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark Complete' }));
    expect(await screen.findByText('Progress updated')).toBeInTheDocument();
    expect(screen.getByText('Rex has completed Stay with Distance.')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'In Progress (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Completed (1)' })).toBeInTheDocument();
    expect(requestsTo(api, 'PUT /api/skill-progress/21')[0].body).toEqual({ completed: true });
    await waitFor(() => expect(screen.queryByRole('article', { name: /^Rex/ })).not.toBeInTheDocument());
    await user.click(screen.getByRole('tab', { name: 'Completed (1)' }));
    const completed = await item(/^Rex/);
    expect(within(completed).getByText('100%')).toBeInTheDocument();
    expect(within(completed).queryByRole('button', { name: 'Mark Complete' })).not.toBeInTheDocument();
  });

  it('uploads a video with a progress bar that can be cancelled, then plays the newest video', async () => {
    const user = userEvent.setup();
    useFakeXhr();
    trainerApi([rex]);
    renderWithApp(<TrainerSkillsPage />, { path: '/trainer-skills' });
    const card = await item(/^Rex/);
    const record = within(card).getByLabelText('Record video');
    expect(record).toHaveAttribute('accept', 'video/*');
    expect(record).toHaveAttribute('capture', 'environment');
    expect(within(card).getByLabelText('Choose video')).not.toHaveAttribute('capture');
    const clip = new File([new Uint8Array(1000)], 'sit.webm', { type: 'video/webm' });

    await user.upload(within(card).getByLabelText('Choose video'), clip);
    const first = FakeXhr.last!;
    expect(first.method).toBe('POST');
    expect(first.url).toBe('/api/skill-progress/21/video');
    expect((first.sent?.get('video') as File).name).toBe('sit.webm');
    act(() => first.progress(250, 1000));
    expect(await within(card).findByText('25%')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Video upload progress' })).toHaveAttribute('aria-valuenow', '25');
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(first.aborted).toBe(true);
    expect(await within(card).findByText('Upload cancelled.')).toBeInTheDocument();
    expect(within(card).queryByRole('progressbar', { name: 'Video upload progress' })).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to update progress')).not.toBeInTheDocument();

    await user.upload(within(card).getByLabelText('Record video'), clip);
    const second = FakeXhr.last!;
    expect(second).not.toBe(first);
    const older = sampleVideo({ id: 4, address: '/uploads/videos/old.mp4', createdAt: '2027-03-05T15:00:00.000Z' });
    const newest = sampleVideo();
    act(() => second.respond(201, { ...rex, videoProof: newest.address, videos: [newest, older] }));
    expect(await screen.findByText('Progress updated')).toBeInTheDocument();
    const player = await within(card).findByLabelText('Video proof: Rex, Stay with Distance');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('src', '/uploads/videos/abc.webm');
    expect(player).toHaveAttribute('controls');
    expect(within(card).getByRole('link', { name: /^Video of March 5, 2027/ })).toHaveAttribute('href', '/uploads/videos/old.mp4');
  });
});
