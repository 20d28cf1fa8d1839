import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockApi, requestsTo, serverReplies } from '../../test/mock-api';
import { renderWithApp } from '../../test/render-with-app';
import { sampleProgress, sampleSkill, sampleVideo } from '../../test/sample-skill';
import { PetSkillProgress } from './pet-skill-progress';

describe('PetSkillProgress', () => {
  it("shows each of the pet's skills with its percentage, step, notes and the video", async () => {
    const api = mockApi({
      'GET /api/pets/7/skill-progress': {
        body: [
          sampleProgress({ notes: 'Holds it for 10 seconds' }),
          sampleProgress({
            id: 22,
            skill: sampleSkill({ id: 4, name: 'Reliable Recall' }),
            currentStep: 4,
            completed: true,
            percent: 100,
            videoProof: '/uploads/videos/abc.webm',
            videos: [sampleVideo()],
          }),
        ],
      },
    });
    renderWithApp(<PetSkillProgress petId={7} />);
    const stay = await screen.findByRole('article', { name: 'Stay with Distance' });
    expect(within(stay).getByText('40%')).toBeInTheDocument();
    expect(within(stay).getByText('Step 2 of 5: Stay for 5 seconds')).toBeInTheDocument();
    expect(within(stay).getByText('Holds it for 10 seconds')).toBeInTheDocument();
    expect(within(stay).queryByLabelText(/^Video proof/)).not.toBeInTheDocument();

    const recall = screen.getByRole('article', { name: 'Reliable Recall' });
    expect(within(recall).getByText('100%')).toBeInTheDocument();
    expect(within(recall).getByText('Completed')).toBeInTheDocument();
    const video = within(recall).getByLabelText('Video proof: Rex, Reliable Recall');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', '/uploads/videos/abc.webm');
    expect(video).toHaveAttribute('controls');
    expect(requestsTo(api, 'GET /api/pets/7/skill-progress')).toHaveLength(1);
  });

  it('says when the pet has no skills yet, and offers the Skills Menu', async () => {
    mockApi({ 'GET /api/pets/7/skill-progress': { body: [] } });
    renderWithApp(<PetSkillProgress petId="7" />);
    expect(await screen.findByText('No training skills yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the Skills Menu' })).toHaveAttribute('href', '/training-skills');
  });

  it('shows a failure to load', async () => {
    mockApi({ 'GET /api/pets/7/skill-progress': serverReplies.petNotFound() });
    renderWithApp(<PetSkillProgress petId={7} />);
    expect(await screen.findByText('Failed to fetch skill progress')).toBeInTheDocument();
    expect(screen.getByText('The pet was not found.')).toBeInTheDocument();
  });
});
