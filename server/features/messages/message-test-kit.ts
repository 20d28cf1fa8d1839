// The people and calls the messages tests share (decisions.md 63): an owner with Buddy, whom a
// trainer works with (an assigned skill); another owner and another trainer (strangers); a staff
// member and an admin. Calls answer the raw response, so each test checks status and body.
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { Conversation, Message } from '../../../common/message-schemas';
import type { Pet } from '../../../common/pet-schemas';
import { assignSkillToTrainer, postPet, rexProfile } from '../../../tests/helpers/factories';
import type { UsedTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';

export type MessagesCast = {
  owner: RegisteredUser;
  otherOwner: RegisteredUser;
  trainer: RegisteredUser;
  otherTrainer: RegisteredUser;
  staff: RegisteredUser;
  admin: RegisteredUser;
  buddy: Pet;
};

export async function messagesCast(t: UsedTestApp): Promise<MessagesCast> {
  const [owner, otherOwner, trainer, otherTrainer] = await Promise.all([
    t.register({ firstName: 'Olive', lastName: 'Owner' }),
    t.register({ firstName: 'Otto', lastName: 'Other' }),
    t.register({ firstName: 'Tess', lastName: 'Trainer', isTrainer: true }),
    t.register({ firstName: 'Theo', lastName: 'Stranger', isTrainer: true }),
  ]);
  const staff = await t.register({ firstName: 'Sam', lastName: 'Desk' }, { roles: ['staff'] });
  const admin = await t.register({ firstName: 'Ada', lastName: 'Admin' }, { roles: ['admin'] });
  const buddy = await postPet(t.app, owner, { ...rexProfile, name: 'Buddy' });
  await assignSkillToTrainer(t.db, { petId: buddy.id, ownerId: owner.user.id, trainerId: trainer.user.id });
  return { owner, otherOwner, trainer, otherTrainer, staff, admin, buddy };
}

/** Bound calls for one test file. */
export function messageCalls(t: UsedTestApp) {
  const ok = async <T>(res: ReturnType<UsedTestApp['call']>, status: number): Promise<T> => {
    const answer = await res;
    expect(answer.statusCode, answer.body).toBe(status);
    return answer.json() as T;
  };
  return {
    start: (who: RegisteredUser, body: InjectOptions['payload']) => t.call('POST', '/api/conversations', who, body),
    /** Starts (or finds) a conversation and answers it. */
    async opened(who: RegisteredUser, body: object): Promise<Conversation> {
      const res = await t.call('POST', '/api/conversations', who, body);
      expect([200, 201], res.body).toContain(res.statusCode);
      return res.json();
    },
    send: (who: RegisteredUser | undefined, id: number, body: InjectOptions['payload']) =>
      t.call('POST', `/api/conversations/${id}/messages`, who, body),
    sent: (who: RegisteredUser, id: number, text: string): Promise<Message> =>
      ok(t.call('POST', `/api/conversations/${id}/messages`, who, { text }), 201),
    messages: (who: RegisteredUser | undefined, id: number, query = '') => t.call('GET', `/api/conversations/${id}/messages${query}`, who),
    conversation: (who: RegisteredUser | undefined, id: number) => t.call('GET', `/api/conversations/${id}`, who),
    list: (who: RegisteredUser, query = '') => t.call('GET', `/api/conversations${query}`, who),
    read: (who: RegisteredUser | undefined, id: number) => t.call('PUT', `/api/conversations/${id}/read`, who),
    unread: async (who: RegisteredUser): Promise<number> =>
      (await ok<{ count: number }>(t.call('GET', '/api/messages/unread-count', who), 200)).count,
  };
}
