import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditEntry, TeamMember } from '@common/admin-schemas';
import { mockApi, requestsTo, signedInLayoutReplies } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { adminUser } from '../../../test/users';

const entry = (id: number, summary: string): AuditEntry => ({
  id,
  at: '2026-11-20T15:00:00.000Z',
  actor: { id: adminUser.id, username: adminUser.username },
  kind: 'settings.changed',
  summary,
  before: { boardingNightCents: 8900 },
  after: { boardingNightCents: 9500 },
});

const adminMember: TeamMember = { ...adminUser, roles: ['admin'], createdAt: adminUser.createdAt };

describe('/admin/audit', () => {
  it('builds the query from the filters, loads more by cursor and links the CSV with the same filters', async () => {
    const api = mockApi({
      ...signedInLayoutReplies,
      'GET /api/user': { body: adminUser },
      'GET /api/admin/team': { body: [adminMember] },
      'GET /api/admin/audit': (call) =>
        new URL(call.url, 'http://localhost').searchParams.get('cursor') === 'c2'
          ? { body: [entry(1, 'Older change')] }
          : { body: [entry(2, 'Boarding price changed')], headers: { 'X-Next-Cursor': 'c2' } },
    });
    const user = userEvent.setup();
    renderApp('/admin/audit');

    expect(await screen.findByText('Boarding price changed')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Settings changed' }));
    await user.click(screen.getByRole('combobox', { name: 'Person' }));
    await user.click(await screen.findByRole('option', { name: 'Ada Admin' }));

    await waitFor(() => expect(requestsTo(api, 'GET /api/admin/audit').at(-1)?.url).toBe('/api/admin/audit?actor=5&kind=settings.changed'));
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/audit.csv?actor=5&kind=settings.changed',
    );

    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Older change')).toBeInTheDocument();
    expect(requestsTo(api, 'GET /api/admin/audit').at(-1)?.url).toBe('/api/admin/audit?actor=5&kind=settings.changed&cursor=c2');
    expect(screen.getByText('Boarding price changed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Details of Boarding price changed' }));
    expect(screen.getByText(/9500/)).toBeInTheDocument();
  });
});
