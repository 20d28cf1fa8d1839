// The pet's Training tab goes through <ListState>: a failed enrolments request says so and can be
// tried again (issue 25: it used to show the empty state's words for an error).
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestsTo, serverReplies } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render-with-app';
import { samplePet } from '../../../test/sample-pet';
import { PetTrainingPanel } from './pet-training-panel';

let failing = true;
afterEach(() => {
  failing = true;
});

describe('the pet training panel', () => {
  it('shows the error with a retry when the enrolments cannot be loaded, then the empty state', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/pets/7/enrollments': () => (failing ? serverReplies.serverError() : { body: [] }),
      'GET /api/pets/7/skill-progress': { body: [] },
    });
    renderWithApp(<PetTrainingPanel pet={samplePet()} />);
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Training could not be loaded');
    expect(error).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(screen.queryByText('No training programs yet')).not.toBeInTheDocument();
    failing = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No training programs yet')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(api, 'GET /api/pets/7/enrollments')).toHaveLength(2));
  });
});
