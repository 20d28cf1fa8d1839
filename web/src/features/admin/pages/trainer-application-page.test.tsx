import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, requestsTo, signedInLayoutReplies } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import type { PublicUser } from '@common/auth-schemas';
import { applicantUser } from '../../../test/users';

describe('/trainer-application', () => {
  it('tells a pending applicant it waits for an administrator, with nothing to send', async () => {
    mockApi({ ...signedInLayoutReplies, 'GET /api/user': { body: applicantUser } });
    renderApp('/trainer-application');
    expect(await screen.findByText(/Your application is waiting for an administrator/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply again' })).not.toBeInTheDocument();
  });

  it('shows a declined applicant the reason and applies again with the note', async () => {
    let user: PublicUser = { ...applicantUser, trainerApplication: { status: 'declined', reason: 'No certificate yet' } };
    const api = mockApi({
      ...signedInLayoutReplies,
      'GET /api/user': () => ({ body: user }),
      'POST /api/user/trainer-application': () => {
        user = { ...applicantUser, trainerApplication: { status: 'pending' } };
        return { status: 201, body: { status: 'pending' } };
      },
    });
    const events = userEvent.setup();
    renderApp('/trainer-application');

    expect(await screen.findByText('Reason: No certificate yet')).toBeInTheDocument();
    await events.type(screen.getByLabelText('About your qualifications (optional)'), 'Certified in 2026');
    await events.click(screen.getByRole('button', { name: 'Apply again' }));

    await waitFor(() =>
      expect(requestsTo(api, 'POST /api/user/trainer-application').map((call) => call.body)).toEqual([{ note: 'Certified in 2026' }]),
    );
    expect(await screen.findByText(/Your application is waiting for an administrator/)).toBeInTheDocument();
  });
});
