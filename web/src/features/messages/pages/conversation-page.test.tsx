import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONVERSATION_CLOSED_MESSAGE, EDIT_WINDOW_OVER_MESSAGE } from '@common/message-words';
import { requestsTo, serverReplies } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render-with-app';
import { fromDana, sampleConversation, sampleMessage } from '../../../test/sample-message';
import { setViewport } from '../../../test/viewport';
import ConversationPage from './conversation-page';
import { loadedLog, threadApi, threadAt } from './conversation-page-kit';

const log = () => loadedLog();

describe('/messages/:id', () => {
  it('shows the messages by day, own ones as "You", the business side named with the business, edits and what they are about', async () => {
    threadApi([
      fromDana({ id: 1, minutes: 60 * 24 * 3, text: 'Welcome to PawsConnect' }),
      sampleMessage({
        id: 2,
        minutes: 10,
        text: 'How is Biscuit?',
        about: { label: "Biscuit's stay, Dec 15-20", petId: null, bookingId: 31 },
      }),
      fromDana({ id: 3, minutes: 5, text: 'Great!', editedAt: new Date().toISOString() }),
      fromDana({ id: 4, minutes: 4, text: '', attachments: [{ url: '/api/conversations/5/media/1', contentType: 'image/jpeg' }] }),
    ]);
    renderWithApp(<ConversationPage />, threadAt);

    const thread = await log();
    expect(thread).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('heading', { name: 'PawsConnect' })).toBeInTheDocument();
    expect(within(thread).getByText('Today')).toBeInTheDocument();
    expect(
      within(thread)
        .getAllByRole('article')
        .map((item) => item.getAttribute('aria-label')?.split(' at ')[0]),
    ).toEqual(['Dana for PawsConnect', 'You', 'Dana for PawsConnect', 'Dana for PawsConnect']);
    expect(within(thread).getByText('Edited')).toBeInTheDocument();
    expect(within(thread).getByRole('link', { name: "About: Biscuit's stay, Dec 15-20" })).toHaveAttribute('href', '/bookings?booking=31');
    expect(within(thread).getByRole('img', { name: 'Photo from Dana for PawsConnect' })).toHaveAttribute(
      'src',
      '/api/conversations/5/media/1',
    );
  });

  it('marks the conversation read when it opens', async () => {
    const api = threadApi([fromDana({ id: 3 })]);
    renderWithApp(<ConversationPage />, threadAt);
    await log();
    await waitFor(() => expect(requestsTo(api, 'PUT /api/conversations/5/read')).toHaveLength(1));
  });

  it('says "Seen" under the last own message the other side has read', async () => {
    threadApi(
      [sampleMessage({ id: 1, text: 'First' }), sampleMessage({ id: 2, text: 'Second' }), sampleMessage({ id: 3, text: 'Third' })],
      {
        reads: { owner: { lastReadMessageId: 3, readAt: null }, counterpart: { lastReadMessageId: 2, readAt: new Date().toISOString() } },
      },
    );
    renderWithApp(<ConversationPage />, threadAt);
    const thread = await log();
    const seen = within(thread).getAllByText('Seen');
    expect(seen).toHaveLength(1);
    expect(seen[0].parentElement).toHaveTextContent('Second');
  });

  it('sends with Enter and keeps Shift+Enter for a new line', async () => {
    const user = userEvent.setup();
    const api = threadApi(
      [],
      {},
      { 'POST /api/conversations/5/messages': { status: 201, body: sampleMessage({ id: 11, text: 'Line one\nLine two' }) } },
    );
    renderWithApp(<ConversationPage />, threadAt);
    await screen.findByText('No messages yet. Say hello!');

    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(box).toHaveValue('Line one\nLine two');
    await user.type(box, '{Enter}');

    await waitFor(() => expect(box).toHaveValue(''));
    expect(requestsTo(api, 'POST /api/conversations/5/messages').map((call) => call.body)).toEqual([{ text: 'Line one\nLine two' }]);
    const sent = await within(await log()).findByRole('article', { name: /^You at/ });
    // The line break is kept as written (pre-wrap), never turned into markup.
    expect(within(sent).getByText(/Line one/).textContent).toBe('Line one\nLine two');
  });

  it('edits an own message from its menu within the window, and marks it edited', async () => {
    const user = userEvent.setup();
    const api = threadApi(
      [sampleMessage({ id: 2, minutes: 3, text: 'See you at 5' })],
      {},
      {
        'PATCH /api/conversations/5/messages/2': {
          body: sampleMessage({ id: 2, minutes: 3, text: 'See you at 6', editedAt: new Date().toISOString() }),
        },
      },
    );
    renderWithApp(<ConversationPage />, threadAt);
    const thread = await log();

    await user.click(within(thread).getByRole('button', { name: /Actions for your message/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const field = within(thread).getByRole('textbox', { name: 'Edit message' });
    await user.clear(field);
    await user.type(field, 'See you at 6');
    await user.click(within(thread).getByRole('button', { name: 'Save' }));

    expect(await within(thread).findByText('See you at 6')).toBeInTheDocument();
    expect(within(thread).getByText('Edited')).toBeInTheDocument();
    expect(requestsTo(api, 'PATCH /api/conversations/5/messages/2').map((call) => call.body)).toEqual([{ text: 'See you at 6' }]);
  });

  it('offers no Edit once the window is over, nor on the other side’s messages', async () => {
    threadApi([sampleMessage({ id: 2, minutes: 16 }), fromDana({ id: 3 })]);
    renderWithApp(<ConversationPage />, threadAt);
    const thread = await log();
    expect(within(thread).getAllByRole('article')).toHaveLength(2);
    expect(within(thread).queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
  });

  it('replaces the composer with the reason when the conversation is closed', async () => {
    threadApi([sampleMessage()], { kind: 'trainer', title: 'PawsConnect', closed: true });
    renderWithApp(<ConversationPage />, threadAt);
    await log();
    expect(screen.getByText(CONVERSATION_CLOSED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('shows text as text: HTML stays visible, only http(s) addresses become links, opening safely', async () => {
    threadApi([fromDana({ id: 1, text: '<b>bold</b><img src=x onerror=alert(1)> javascript:alert(1)\nhttps://vet.example/rex' })]);
    renderWithApp(<ConversationPage />, threadAt);
    const thread = await log();
    const bubble = within(thread).getByRole('article');
    expect(bubble).toHaveTextContent('<b>bold</b><img src=x onerror=alert(1)> javascript:alert(1)');
    expect(bubble.querySelector('b')).toBeNull();
    expect(within(bubble).queryByRole('img')).not.toBeInTheDocument();
    const links = within(bubble).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://vet.example/rex');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links[0]).toHaveAttribute('target', '_blank');
  });

  it('loads older messages with the previous page’s cursor and shows them above', async () => {
    const user = userEvent.setup();
    const api = threadApi(
      [],
      {},
      {
        'GET /api/conversations/5/messages': (call) =>
          new URL(call.url, 'http://localhost').searchParams.get('before') === 'm10'
            ? { body: [fromDana({ id: 8, minutes: 90, text: 'Older news' })] }
            : { body: [sampleMessage({ id: 10, text: 'Newest' })], headers: { 'X-Next-Cursor': 'm10' } },
      },
    );
    renderWithApp(<ConversationPage />, threadAt);
    const thread = await log();

    await user.click(within(thread).getByRole('button', { name: 'Load older messages' }));

    expect(await within(thread).findByText('Older news')).toBeInTheDocument();
    expect(
      within(thread)
        .getAllByRole('article')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Older news'), expect.stringContaining('Newest')]);
    expect(within(thread).queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
    expect(
      requestsTo(api, 'GET /api/conversations/5/messages').map((call) => new URL(call.url, 'http://localhost').searchParams.get('before')),
    ).toEqual([null, 'm10']);
  });

  it('says why an edit was refused once the window closed (409)', async () => {
    const user = userEvent.setup();
    threadApi(
      [sampleMessage({ id: 2, minutes: 14, text: 'Typo here' })],
      {},
      {
        'PATCH /api/conversations/5/messages/2': serverReplies.conflict(EDIT_WINDOW_OVER_MESSAGE),
      },
    );
    renderWithApp(<ConversationPage />, threadAt);
    const thread = await log();

    await user.click(within(thread).getByRole('button', { name: /Actions for your message/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    await user.type(within(thread).getByRole('textbox', { name: 'Edit message' }), '!');
    await user.click(within(thread).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(EDIT_WINDOW_OVER_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Could not edit the message')).toBeInTheDocument();
  });

  it('shows the list beside the conversation on a wide screen, the open one marked', async () => {
    setViewport({ width: 1280, height: 800 });
    threadApi(
      [sampleMessage()],
      {},
      {
        'GET /api/conversations': { body: [sampleConversation(), sampleConversation({ id: 6, title: 'Sam Rivera' })] },
      },
    );
    renderWithApp(<ConversationPage />, threadAt);
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    expect(await within(list).findByRole('link', { name: 'PawsConnect' })).toHaveAttribute('aria-current', 'page');
    expect(within(list).getByRole('link', { name: 'Sam Rivera' })).not.toHaveAttribute('aria-current');
  });
});
