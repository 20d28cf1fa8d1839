// What the conversation page's tests share: conversation 5 signed in as its owner, and its log region.
import { expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Conversation, Message } from '@common/message-schemas';
import { mockApi, type MockRoutes } from '../../../test/mock-api';
import { sampleConversation } from '../../../test/sample-message';
import { ownerUser } from '../../../test/users';

export const threadAt = { path: '/messages/5', pattern: '/messages/:conversationId' };

/** Conversation 5 with `messages` (oldest first), signed in as its owner; `routes` win. */
export function threadApi(messages: Message[], conversation: Partial<Conversation> = {}, routes: MockRoutes = {}) {
  const shown = sampleConversation(conversation);
  return mockApi({
    'GET /api/user': { body: ownerUser },
    'GET /api/conversations/5': { body: shown },
    'GET /api/conversations/5/messages': { body: messages },
    'PUT /api/conversations/5/read': { body: shown },
    ...routes,
  });
}

/** The messages' log region, once the messages have loaded. */
export async function loadedLog(name = 'Messages with PawsConnect') {
  const thread = await screen.findByRole('log', { name });
  await waitFor(() => expect(within(thread).queryByRole('status', { name: 'Loading messages' })).not.toBeInTheDocument());
  return thread;
}
