import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, requestsTo, serverReplies, type MockRoutes } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render-with-app';
import { fromDana, sampleConversation, sampleMessage } from '../../../test/sample-message';
import { ownerUser, staffUser } from '../../../test/users';
import MessagesPage from './messages-page';

const at = { path: '/messages', pattern: '/messages' };

function inboxApi(routes: MockRoutes, user = ownerUser) {
  return mockApi({ 'GET /api/user': { body: user }, ...routes });
}

const searchOf = (url: string) => new URL(url, 'http://localhost').searchParams;

describe('/messages', () => {
  it('lists the conversations as the server orders them (unread first), with pets, preview, time and badges', async () => {
    inboxApi({
      'GET /api/conversations': {
        body: [
          sampleConversation({ id: 5, unreadCount: 3, lastMessage: fromDana({ text: 'Biscuit ate all his dinner' }) }),
          sampleConversation({
            id: 6,
            kind: 'trainer',
            title: 'Sam Rivera',
            trainer: { id: 2, name: 'Sam Rivera' },
            closed: true,
            lastMessage: sampleMessage({ id: 9, conversationId: 6, text: 'Thanks   for\nthe session' }),
          }),
        ],
      },
    });
    renderWithApp(<MessagesPage />, at);

    const list = await screen.findByRole('list', { name: 'Conversations' });
    // Named by whom and how many unread (the e2e's and a screen reader's handle); described by the rest.
    const links = within(list).getAllByRole('link');
    expect(links).toEqual([
      within(list).getByRole('link', { name: 'PawsConnect, 3 unread' }),
      within(list).getByRole('link', { name: 'Sam Rivera' }),
    ]);
    expect(links[0]).toHaveAccessibleDescription(/^Biscuit Dana: Biscuit ate all his dinner$/);
    expect(links[0]).toHaveAttribute('href', '/messages/5');
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]).getByText('3')).toBeInTheDocument();
    expect(within(rows[1]).getByText('You: Thanks for the session')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Closed')).toBeInTheDocument();
    // Owners get no staff filters.
    expect(screen.queryByRole('tab', { name: 'Mine' })).not.toBeInTheDocument();
  });

  it('searches by pet or person with q, once the typing pauses', async () => {
    const user = userEvent.setup();
    const api = inboxApi({ 'GET /api/conversations': { body: [sampleConversation()] } });
    renderWithApp(<MessagesPage />, at);
    await screen.findByRole('list', { name: 'Conversations' });

    await user.type(screen.getByRole('textbox', { name: 'Search conversations' }), 'Bisc');

    await waitFor(() => expect(requestsTo(api, 'GET /api/conversations').map((call) => searchOf(call.url).get('q'))).toContain('Bisc'));
    // Debounced: no request per keystroke.
    expect(requestsTo(api, 'GET /api/conversations').map((call) => searchOf(call.url).get('q'))).not.toContain('Bi');
  });

  it('shows the empty state with one action that opens the conversation with the business', async () => {
    const user = userEvent.setup();
    const api = inboxApi({
      'GET /api/conversations': { body: [] },
      'POST /api/conversations': { status: 201, body: sampleConversation({ id: 12 }) },
    });
    renderWithApp(<MessagesPage />, at);

    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
    const actions = screen.getAllByRole('button', { name: 'Message the business' });
    await user.click(actions.at(-1)!);

    await screen.findByText('Elsewhere');
    expect(requestsTo(api, 'POST /api/conversations').map((call) => call.body)).toEqual([{ with: 'business' }]);
  });

  it('shows an error with a retry', async () => {
    inboxApi({ 'GET /api/conversations': serverReplies.serverError() });
    renderWithApp(<MessagesPage />, at);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load conversations');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('gives staff the inbox filters and the assignee, and no Message the business', async () => {
    const user = userEvent.setup();
    const api = inboxApi(
      {
        'GET /api/conversations': {
          body: [
            sampleConversation({ mySide: 'counterpart', title: 'Jane Doe', assignee: { id: 40, name: 'Dana' } }),
            sampleConversation({ id: 8, mySide: 'counterpart', title: 'Ben Lee', status: 'done' }),
          ],
        },
      },
      staffUser,
    );
    renderWithApp(<MessagesPage />, at);

    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getByText('Assigned to Dana')).toBeInTheDocument();
    expect(within(list).getByText('Unassigned')).toBeInTheDocument();
    expect(within(list).getByText('Done')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Message the business' })).not.toBeInTheDocument();
    expect(searchOf(requestsTo(api, 'GET /api/conversations')[0].url).get('filter')).toBeNull();

    for (const [tab, filter] of [
      ['Mine', 'mine'],
      ['Unassigned', 'unassigned'],
      ['Done', 'done'],
    ] as const) {
      await user.click(screen.getByRole('tab', { name: tab }));
      await waitFor(() => expect(searchOf(requestsTo(api, 'GET /api/conversations').at(-1)!.url).get('filter')).toBe(filter));
    }
  });

  it('loads the next page from the X-Next-Cursor header', async () => {
    const user = userEvent.setup();
    const api = inboxApi({
      'GET /api/conversations': (call) =>
        searchOf(call.url).get('cursor') === 'c2'
          ? { body: [sampleConversation({ id: 9, title: 'Older one' })] }
          : { body: [sampleConversation()], headers: { 'X-Next-Cursor': 'c2' } },
    });
    renderWithApp(<MessagesPage />, at);

    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('link', { name: 'Older one' })).toBeInTheDocument();
    expect(requestsTo(api, 'GET /api/conversations').map((call) => searchOf(call.url).get('cursor'))).toEqual([null, 'c2']);
  });
});
