import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Message } from '@common/message-schemas';
import { pageSocket } from '../../../test/fake-web-socket';
import { mockApi, requestsTo, signedInLayoutReplies } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { fromDana, sampleConversation, sampleMessage } from '../../../test/sample-message';
import { ownerUser } from '../../../test/users';
import { loadedLog } from '../pages/conversation-page-kit';

/** The whole signed-in app on conversation 5, with its socket open. */
async function openLiveThread(messages: Message[]) {
  const conversation = sampleConversation();
  const api = mockApi({
    ...signedInLayoutReplies,
    'GET /api/user': { body: ownerUser },
    'GET /api/conversations/5': { body: conversation },
    'GET /api/conversations/5/messages': { body: messages },
    'PUT /api/conversations/5/read': { body: conversation },
  });
  renderApp('/messages/5');
  const thread = await loadedLog();
  const socket = await pageSocket();
  act(() => socket.serverOpens());
  // The open's catch-up refetches the thread: let it land before the server sends anything.
  await waitFor(() => expect(requestsTo(api, 'GET /api/conversations/5/messages')).toHaveLength(2));
  await waitFor(() => expect(thread).toHaveAttribute('aria-busy', 'false'));
  return { api, thread, socket };
}

describe('live messages', () => {
  it('adds a new message to the open thread, marks it read and refreshes the unread count', async () => {
    const { api, thread, socket } = await openLiveThread([sampleMessage({ id: 1, text: 'Is Biscuit OK?' })]);
    const countsBefore = requestsTo(api, 'GET /api/messages/unread-count').length;

    act(() => socket.serverSends({ type: 'message', payload: fromDana({ id: 2, text: 'He is napping' }) }));

    expect(await within(thread).findByText('He is napping')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(api, 'PUT /api/conversations/5/read')).toHaveLength(1));
    await waitFor(() => expect(requestsTo(api, 'GET /api/messages/unread-count').length).toBeGreaterThan(countsBefore));
  });

  it('replaces an edited message in place (upsert by id)', async () => {
    const { thread, socket } = await openLiveThread([fromDana({ id: 3, text: 'Pick up at 5' })]);

    act(() =>
      socket.serverSends({ type: 'message', payload: fromDana({ id: 3, text: 'Pick up at 6', editedAt: new Date().toISOString() }) }),
    );

    expect(await within(thread).findByText('Pick up at 6')).toBeInTheDocument();
    expect(within(thread).queryByText('Pick up at 5')).not.toBeInTheDocument();
    expect(within(thread).getAllByRole('article')).toHaveLength(1);
    expect(within(thread).getByText('Edited')).toBeInTheDocument();
  });

  it('says "Seen" when the other side reads', async () => {
    const { thread, socket } = await openLiveThread([sampleMessage({ id: 4, text: 'Thanks!' })]);
    expect(within(thread).queryByText('Seen')).not.toBeInTheDocument();

    act(() =>
      socket.serverSends({
        type: 'message-read',
        payload: { conversationId: 5, side: 'counterpart', lastReadMessageId: 4, readAt: new Date().toISOString() },
      }),
    );

    expect(await within(thread).findByText('Seen')).toBeInTheDocument();
  });

  it('shows who is typing, and stops when their message arrives', async () => {
    const { thread, socket } = await openLiveThread([]);

    act(() => socket.serverSends({ type: 'typing', payload: { conversationId: 5, userId: 40, name: 'Dana' } }));
    expect(await screen.findByText('Dana is typing…')).toBeInTheDocument();
    // Another conversation's typist is not shown here.
    act(() => socket.serverSends({ type: 'typing', payload: { conversationId: 6, userId: 41, name: 'Sam' } }));
    expect(screen.queryByText(/Sam/)).not.toBeInTheDocument();

    act(() => socket.serverSends({ type: 'message', payload: fromDana({ id: 5, text: 'Here!' }) }));
    expect(await within(thread).findByText('Here!')).toBeInTheDocument();
    expect(screen.queryByText('Dana is typing…')).not.toBeInTheDocument();
  });

  it('tells the others that the user is typing, at most once per 3 seconds', async () => {
    const user = userEvent.setup();
    const { socket } = await openLiveThread([]);

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello there');

    expect(socket.sent.filter((message) => (message as { type: string }).type === 'typing')).toEqual([
      { type: 'typing', conversationId: 5 },
    ]);
  });
});
