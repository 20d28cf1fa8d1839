import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicUser } from '@common/auth-schemas';
import { mockApi, requestsTo, type MockRoutes } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render-with-app';
import { sampleBusiness } from '../../../test/sample-business';
import { sampleConversation, sampleMessage } from '../../../test/sample-message';
import { adminUser, staffUser } from '../../../test/users';
import ConversationPage from '../pages/conversation-page';
import { loadedLog, threadAt } from '../pages/conversation-page-kit';

const asStaff = sampleConversation({ mySide: 'counterpart', title: 'Jane Doe' });
/** GET /api/messages/staff-inbox: the business's staff (the server leaves trainers and owners out). */
const inbox = (savedReplies: { title: string; text: string }[] = []) => ({
  body: {
    savedReplies,
    colleagues: [
      { id: adminUser.id, name: 'Ada Admin' },
      { id: 40, name: 'Dana' },
    ],
  },
});

function staffThread(user: PublicUser, routes: MockRoutes = {}) {
  return mockApi({
    'GET /api/user': { body: user },
    'GET /api/business': { body: sampleBusiness() },
    'GET /api/conversations/5': { body: asStaff },
    'GET /api/conversations/5/messages': { body: [sampleMessage({ id: 1, text: 'When can I pick Biscuit up?' })] },
    'PUT /api/conversations/5/read': { body: asStaff },
    'GET /api/messages/staff-inbox': inbox(),
    ...routes,
  });
}

describe('the staff inbox on a conversation', () => {
  it('assigns it to a colleague, marks it done and reopens it', async () => {
    const user = userEvent.setup();
    const api = staffThread(adminUser, {
      'GET /api/messages/staff-inbox': inbox(),
      'PUT /api/conversations/5/assignee': ({ body }) => ({
        body: { ...asStaff, assignee: (body as { assigneeId: number | null }).assigneeId === 40 ? { id: 40, name: 'Dana' } : null },
      }),
      'PUT /api/conversations/5/status': ({ body }) => ({ body: { ...asStaff, status: (body as { status: string }).status } }),
    });
    renderWithApp(<ConversationPage />, threadAt);
    await loadedLog('Messages with Jane Doe');

    await user.click(screen.getByRole('combobox', { name: 'Assigned to' }));
    expect(screen.getByRole('option', { name: 'Ada Admin (me)' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Dana' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Assigned to' })).toHaveValue('Dana'));
    expect(requestsTo(api, 'PUT /api/conversations/5/assignee').map((call) => call.body)).toEqual([{ assigneeId: 40 }]);

    await user.click(screen.getByRole('button', { name: 'Mark done' }));
    await user.click(await screen.findByRole('button', { name: 'Reopen' }));
    await screen.findByRole('button', { name: 'Mark done' });
    expect(requestsTo(api, 'PUT /api/conversations/5/status').map((call) => call.body)).toEqual([{ status: 'done' }, { status: 'open' }]);
  });

  it('names the business on its own messages ("Ada for PawsConnect")', async () => {
    staffThread(staffUser, {
      'GET /api/conversations/5/messages': {
        body: [sampleMessage({ id: 2, sender: { id: 40, name: 'Dana' }, side: 'counterpart', text: 'Any time after 4' })],
      },
    });
    renderWithApp(<ConversationPage />, threadAt);
    const thread = await loadedLog('Messages with Jane Doe');
    expect(thread.querySelector('article')).toHaveAttribute('aria-label', expect.stringMatching(/^Dana for PawsConnect at/));
  });

  it('puts a saved reply into the composer', async () => {
    const user = userEvent.setup();
    staffThread(adminUser, {
      'GET /api/messages/staff-inbox': inbox([{ title: 'Pickup times', text: 'Pick-up is from 4 to 6 pm.' }]),
    });
    renderWithApp(<ConversationPage />, threadAt);
    await loadedLog('Messages with Jane Doe');

    await user.click(await screen.findByRole('button', { name: 'Saved replies' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Pickup times' }));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Pick-up is from 4 to 6 pm.');
  });

  it('gives staff without admin rights the same colleagues and saved replies, and asks nothing of /api/admin', async () => {
    const user = userEvent.setup();
    const api = staffThread(staffUser, {
      'GET /api/messages/staff-inbox': inbox([{ title: 'Pickup times', text: 'Pick-up is from 4 to 6 pm.' }]),
    });
    renderWithApp(<ConversationPage />, threadAt);
    await loadedLog('Messages with Jane Doe');

    await user.click(screen.getByRole('combobox', { name: 'Assigned to' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Nobody', 'Ada Admin', 'Dana', 'Fran Desk (me)']);
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Saved replies' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.startsWith('/api/admin/'))).toEqual([]);
  });
});
