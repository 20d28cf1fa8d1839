import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGE_TEXT_MAX, MESSAGE_TEXT_REQUIRED, messageTooLongMessage } from '@common/message-words';
import { PHOTO_TOO_LARGE_MESSAGE } from '@common/pet-photo-rules';
import { FakeXhr, useFakeXhr } from '../../../test/fake-xhr';
import { requestsTo } from '../../../test/mock-api';
import { renderRouter } from '../../../test/render-with-app';
import { sampleMessage } from '../../../test/sample-message';
import ConversationPage from '../pages/conversation-page';
import { loadedLog, threadApi, threadAt } from '../pages/conversation-page-kit';

function openThread(path = threadAt.path, state?: unknown) {
  return renderRouter([{ path: threadAt.pattern, element: <ConversationPage /> }], {
    pathname: path.split('?')[0],
    search: path.includes('?') ? `?${path.split('?')[1]}` : '',
    state,
  });
}

describe('the message composer', () => {
  it('says what is missing or too long, with a counter near the limit, and sends nothing', async () => {
    const user = userEvent.setup();
    const api = threadApi([]);
    openThread();
    await loadedLog();
    const box = screen.getByRole('textbox', { name: 'Message' });

    await user.type(box, '   {Enter}');
    expect(await screen.findByText(MESSAGE_TEXT_REQUIRED)).toBeInTheDocument();

    await user.clear(box);
    await user.click(box);
    await user.paste('x'.repeat(MESSAGE_TEXT_MAX - 100));
    expect(screen.getByText(`4,900 / 5,000`)).toBeInTheDocument();
    await user.paste('y'.repeat(101));
    expect(screen.getByText(`5,001 / 5,000`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(messageTooLongMessage)).toBeInTheDocument();
    expect(requestsTo(api, 'POST /api/conversations/5/messages')).toHaveLength(0);
  });

  it('sends what the conversation was opened about with the next message, then drops it', async () => {
    const user = userEvent.setup();
    const api = threadApi(
      [],
      {},
      { 'POST /api/conversations/5/messages': { status: 201, body: sampleMessage({ id: 12, text: 'Is he eating?' }) } },
    );
    const { router } = openThread('/messages/5?bookingId=31', { aboutLabel: "Biscuit's boarding, Dec 15 – Dec 20" });
    await loadedLog();

    expect(screen.getByText("About: Biscuit's boarding, Dec 15 – Dec 20")).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Is he eating?{Enter}');

    await waitFor(() => expect(screen.queryByText(/^About:/)).not.toBeInTheDocument());
    expect(requestsTo(api, 'POST /api/conversations/5/messages').map((call) => call.body)).toEqual([
      { text: 'Is he eating?', bookingId: 31 },
    ]);
    expect(router.state.location.search).toBe('');
  });

  it('lets the writer drop what it is about with the ×', async () => {
    const user = userEvent.setup();
    const api = threadApi([], {}, { 'POST /api/conversations/5/messages': { status: 201, body: sampleMessage({ id: 12 }) } });
    openThread('/messages/5?petId=7');
    await loadedLog();

    expect(screen.getByText('About: Biscuit')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Don't link the message to Biscuit" }));
    expect(screen.queryByText('About: Biscuit')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello!{Enter}');
    await waitFor(() =>
      expect(requestsTo(api, 'POST /api/conversations/5/messages').map((call) => call.body)).toEqual([{ text: 'Hello!' }]),
    );
  });

  it('uploads a photo with a progress bar, and refuses one too large before sending it', async () => {
    useFakeXhr();
    const user = userEvent.setup();
    threadApi([]);
    openThread();
    await loadedLog();
    const input = screen.getByLabelText('Choose a photo or video');

    const huge = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 6 * 1024 * 1024 });
    await user.upload(input, huge);
    expect(await screen.findByText(PHOTO_TOO_LARGE_MESSAGE)).toBeInTheDocument();
    expect(FakeXhr.all).toHaveLength(0);

    await user.upload(input, new File(['jpeg-bytes'], 'park.jpg', { type: 'image/jpeg' }));
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/conversations/5/media']);
    expect(xhr.sent?.get('file')).toBeInstanceOf(File);
    act(() => xhr.progress(40, 100));
    expect(await screen.findByText('Uploading: 40%')).toBeInTheDocument();
    act(() =>
      xhr.respond(
        201,
        sampleMessage({ id: 13, text: '', attachments: [{ url: '/api/conversations/5/media/13', contentType: 'image/jpeg' }] }),
      ),
    );

    const thread = await loadedLog();
    expect(await within(thread).findByRole('img', { name: 'Photo from Jane Doe' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).not.toBeInTheDocument();
  });

  it('cancels an upload under way without an error', async () => {
    useFakeXhr();
    const user = userEvent.setup();
    threadApi([]);
    openThread();
    await loadedLog();

    await user.upload(screen.getByLabelText('Choose a photo or video'), new File(['mp4'], 'clip.mp4', { type: 'video/mp4' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));

    expect(FakeXhr.last!.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel upload' })).not.toBeInTheDocument());
    expect(screen.queryByText('Upload failed')).not.toBeInTheDocument();
  });
});
