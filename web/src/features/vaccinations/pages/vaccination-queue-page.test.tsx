import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { VaccinationReview, VerificationState } from '@common/vaccination-schemas';
import { mockApi, requestsTo, signedInLayoutReplies, type ApiCall } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { staffUser } from '../../../test/users';

const record = (id: number, extra: Partial<VaccinationReview> = {}): VaccinationReview => ({
  id,
  petId: 7,
  vaccine: 'rabies',
  otherName: null,
  givenOn: '2026-03-05',
  expiresOn: '2029-03-05',
  batchNumber: 'RB-1',
  clinic: 'Happy Paws Clinic',
  proof: '/uploads/vaccinations/0123456789abcdef0123456789abcdef.png',
  vetRecordId: null,
  verification: 'unverified',
  verificationReason: null,
  verifiedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  pet: { id: 7, name: 'Scout', petType: 'dog', breed: 'Beagle' },
  owner: { id: 3, name: 'Sam Lee' },
  proofKind: 'image',
  verifiedBy: null,
  ...extra,
});

/** A server holding `records`: the queue filters by state, verify and reject change them. */
function queueServer(records: VaccinationReview[]) {
  const statusOf = (call: ApiCall) =>
    (new URL(call.url, 'http://localhost').searchParams.get('status') ?? 'unverified') as VerificationState;
  const decide = (call: ApiCall, verification: VerificationState) => {
    const id = Number(call.path.split('/')[4]);
    const found = records.find((entry) => entry.id === id)!;
    Object.assign(found, {
      verification,
      verificationReason: verification === 'rejected' ? (call.body as { reason: string }).reason : null,
      verifiedAt: '2026-11-27T09:00:00.000Z',
      verifiedBy: { id: staffUser.id, name: 'Dana Desk' },
    });
    return { body: found };
  };
  return mockApi({
    ...signedInLayoutReplies,
    'GET /api/user': { body: staffUser },
    'GET /api/admin/vaccinations': (call) => ({ body: records.filter((entry) => entry.verification === statusOf(call)) }),
    'POST /api/admin/vaccinations/1/verify': (call) => decide(call, 'verified'),
    'POST /api/admin/vaccinations/2/reject': (call) => decide(call, 'rejected'),
  });
}

describe('/admin/vaccinations', () => {
  it('shows each waiting record with its proof beside the fields; Verify takes it off the queue', async () => {
    const api = queueServer([
      record(1),
      record(2, { vaccine: 'dhpp', proof: '/uploads/vaccinations/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.pdf', proofKind: 'pdf' }),
    ]);
    const user = userEvent.setup();
    renderApp('/admin/vaccinations');

    const rabies = await screen.findByRole('article', { name: "Scout's Rabies record" });
    expect(within(rabies).getByRole('img', { name: "Proof of Scout's Rabies" })).toHaveAttribute(
      'src',
      '/uploads/vaccinations/0123456789abcdef0123456789abcdef.png',
    );
    expect(within(rabies).getByText('Owner: Sam Lee')).toBeInTheDocument();
    expect(within(rabies).getByText('Happy Paws Clinic')).toBeInTheDocument();
    expect(within(rabies).getByText('Unverified')).toBeInTheDocument();
    const dhpp = screen.getByRole('article', { name: "Scout's DHPP record" });
    expect(within(dhpp).getByRole('link', { name: 'Open the PDF proof' })).toHaveAttribute(
      'href',
      '/uploads/vaccinations/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.pdf',
    );
    expect(requestsTo(api, 'GET /api/admin/vaccinations')[0].url).toBe('/api/admin/vaccinations?status=unverified');

    await user.click(within(rabies).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Record Verified')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: "Scout's Rabies record" })).not.toBeInTheDocument());
    expect(requestsTo(api, 'POST /api/admin/vaccinations/1/verify')).toHaveLength(1);

    await user.click(screen.getByRole('tab', { name: 'Verified' }));
    const verified = await screen.findByRole('article', { name: "Scout's Rabies record" });
    expect(within(verified).getByText(/Verified by Dana Desk/)).toBeInTheDocument();
    expect(within(verified).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
  });

  it('asks for a reason before rejecting, sends it, and shows the empty queue afterwards', async () => {
    const api = queueServer([record(2, { vaccine: 'dhpp' })]);
    const user = userEvent.setup();
    renderApp('/admin/vaccinations');

    const dhpp = await screen.findByRole('article', { name: "Scout's DHPP record" });
    await user.click(within(dhpp).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: "Reject Scout's DHPP record" });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/admin/vaccinations/2/reject')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The certificate names another dog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(requestsTo(api, 'POST /api/admin/vaccinations/2/reject').map((call) => call.body)).toEqual([
        { reason: 'The certificate names another dog' },
      ]),
    );
    expect(await screen.findByText('No vaccination records are waiting.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Rejected' }));
    const rejected = await screen.findByRole('article', { name: "Scout's DHPP record" });
    expect(within(rejected).getByText(/The certificate names another dog/)).toBeInTheDocument();
    expect(within(rejected).getByRole('button', { name: 'Verify' })).toBeInTheDocument();
  });
});
