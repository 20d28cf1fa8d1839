import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, serverReplies } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render-with-app';
import { ownerUser, trainerUser } from '../../../test/users';
import TrainingPromptPage from './training-prompt-page';

describe('/training-prompt', () => {
  it('lists the 7 steps and opens the PDF in a new tab with the Download started toast', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/user': serverReplies.signedOut() });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderWithApp(<TrainingPromptPage />, { path: '/training-prompt' });
    const steps = within(screen.getByRole('region', { name: 'How to use it' })).getAllByRole('listitem');
    expect(steps).toHaveLength(7);
    expect(steps[0]).toHaveTextContent('Download the PDF');
    expect(steps[5]).toHaveTextContent("'Import JSON'");

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(open).toHaveBeenCalledWith('/api/dog-training-prompt.pdf', '_blank', 'noopener');
    expect(await screen.findByText('Download started')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Curriculum Builder' })).not.toBeInTheDocument();
  });

  it('links trainers, and only trainers, to the curriculum builder', async () => {
    mockApi({ 'GET /api/user': { body: trainerUser } });
    const { unmount } = renderWithApp(<TrainingPromptPage />, { path: '/training-prompt' });
    expect(await screen.findByRole('link', { name: 'Curriculum Builder' })).toHaveAttribute('href', '/curriculum-builder');
    unmount();
    mockApi({ 'GET /api/user': { body: ownerUser } });
    renderWithApp(<TrainingPromptPage />, { path: '/training-prompt' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'PawsConnect home' })).toHaveAttribute('href', '/dashboard'));
    expect(screen.queryByRole('link', { name: 'Curriculum Builder' })).not.toBeInTheDocument();
  });
});
