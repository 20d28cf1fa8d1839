import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LAST_ADMIN_MESSAGE, type Invitation, type TeamMember, type TrainerApplication } from '@common/admin-schemas';
import { mockApi, requestsTo, serverReplies, signedInLayoutReplies, type MockRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { adminUser, staffUser } from '../../../test/users';

const application = (userId: number, firstName: string, note: string | null, createdAt: string): TrainerApplication => ({
  userId,
  applicant: {
    id: userId,
    username: firstName.toLowerCase(),
    firstName,
    lastName: 'Applicant',
    email: `${firstName.toLowerCase()}@example.com`,
  },
  note,
  status: 'pending',
  reason: null,
  decidedBy: null,
  decidedAt: null,
  createdAt,
});

const nia = application(10, 'Nia', 'Ten years of agility classes', '2026-11-02T10:00:00.000Z');
const omar = application(11, 'Omar', null, '2026-11-01T10:00:00.000Z');

const adminMember: TeamMember = { ...adminUser, roles: ['admin'], createdAt: adminUser.createdAt };
const staffMember: TeamMember = { ...staffUser, roles: ['staff'], createdAt: staffUser.createdAt };
const invitation: Invitation = {
  id: 7,
  email: 'new@example.com',
  role: 'staff',
  invitedBy: null,
  expiresAt: '2026-12-03T10:00:00.000Z',
  acceptedAt: null,
  createdAt: '2026-11-26T10:00:00.000Z',
};

function teamServer(user = adminUser, routes: MockRoutes = {}) {
  let pending = [nia, omar];
  return mockApi({
    ...signedInLayoutReplies,
    'GET /api/user': { body: user },
    'GET /api/admin/trainer-applications': () => ({ body: pending }),
    'POST /api/admin/trainer-applications/10/approve': () => {
      pending = pending.filter((item) => item.userId !== 10);
      return { body: { ...nia, status: 'approved' } };
    },
    'POST /api/admin/trainer-applications/11/decline': (call) => {
      pending = pending.filter((item) => item.userId !== 11);
      return { body: { ...omar, status: 'declined', reason: (call.body as { reason: string }).reason } };
    },
    'GET /api/admin/team': { body: [adminMember, staffMember] },
    'GET /api/admin/invitations': { body: [invitation] },
    ...routes,
  });
}

describe('/admin/team', () => {
  it('lists pending applications oldest first; Approve and Decline (with a reason) call the server and drop them', async () => {
    const api = teamServer();
    const user = userEvent.setup();
    renderApp('/admin/team');

    const cards = await screen.findAllByLabelText(/^Application of/);
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Application of Omar Applicant', 'Application of Nia Applicant']);
    expect(within(cards[1]).getByText('Ten years of agility classes')).toBeInTheDocument();
    expect(within(cards[1]).getByText(/nia@example\.com/)).toBeInTheDocument();

    await user.click(within(cards[1]).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByLabelText('Application of Nia Applicant')).not.toBeInTheDocument());
    expect(requestsTo(api, 'POST /api/admin/trainer-applications/10/approve')).toHaveLength(1);

    await user.click(within(screen.getByLabelText('Application of Omar Applicant')).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline application' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/admin/trainer-applications/11/decline')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No certificate yet');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));

    await waitFor(() =>
      expect(requestsTo(api, 'POST /api/admin/trainer-applications/11/decline').map((call) => call.body)).toEqual([
        { reason: 'No certificate yet' },
      ]),
    );
    expect(await screen.findByText('No applications waiting')).toBeInTheDocument();
  });

  it('removes a role after a confirm, and shows the last-administrator refusal', async () => {
    const api = teamServer(adminUser, {
      'DELETE /api/admin/team/4/roles/staff': { status: 204 },
      'DELETE /api/admin/team/5/roles/admin': serverReplies.conflict(LAST_ADMIN_MESSAGE),
    });
    const user = userEvent.setup();
    renderApp('/admin/team');

    await user.click(await screen.findByRole('button', { name: 'Remove Staff from Fran Desk' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove role' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove role' }));
    await waitFor(() => expect(requestsTo(api, 'DELETE /api/admin/team/4/roles/staff')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Remove Administrator from Ada Admin' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove role' })).getByRole('button', { name: 'Remove role' }));
    const refusal = await screen.findByRole('alert', { name: /Role not removed/ });
    expect(refusal).toHaveTextContent(LAST_ADMIN_MESSAGE);
  });

  it('checks the invitation e-mail, sends it with the role, and withdraws a pending one', async () => {
    const api = teamServer(adminUser, {
      'POST /api/admin/invitations': { status: 201, body: { ...invitation, id: 8, email: 'boss@example.com', role: 'admin' } },
      'DELETE /api/admin/invitations/7': { status: 204 },
    });
    const user = userEvent.setup();
    renderApp('/admin/team');

    expect(await screen.findByText('new@example.com')).toBeInTheDocument();
    const invite = screen.getByRole('button', { name: 'Send invitation' });
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await user.click(invite);
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/admin/invitations')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: /Email/ }));
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'boss@example.com');
    await user.click(screen.getByRole('combobox', { name: /Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Administrator' }));
    await user.click(invite);
    await waitFor(() =>
      expect(requestsTo(api, 'POST /api/admin/invitations').map((call) => call.body)).toEqual([
        { email: 'boss@example.com', role: 'admin' },
      ]),
    );

    await user.click(within(screen.getByLabelText('Invitation to new@example.com')).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(requestsTo(api, 'DELETE /api/admin/invitations/7')).toHaveLength(1));
  });

  it('shows staff only the applications, without the decision (an administrator decides)', async () => {
    teamServer(staffUser);
    const { router } = renderApp('/admin/team');
    expect(await screen.findByText('Omar Applicant')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    expect(screen.getAllByText('An administrator decides.').length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Invite someone' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Team', level: 2 })).not.toBeInTheDocument();
    router.dispose();
  });
});
