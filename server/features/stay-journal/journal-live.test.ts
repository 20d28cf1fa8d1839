// The stay journal is live (decisions.md 60): an entry tells the stay's owner's sockets and every
// staff socket to read the journal again, and nobody else's.
import { beforeAll, describe, expect, it } from 'vitest';
import { insertCheckedInStay, postPet, rexProfile } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { listenForSockets, openSocket, type SocketTarget } from '../../../tests/helpers/ws-client';

const t = useTestApp();
let owner: RegisteredUser;
let otherOwner: RegisteredUser;
let staff: RegisteredUser;
let target: SocketTarget;

beforeAll(async () => {
  [owner, otherOwner] = await Promise.all([t.register(), t.register()]);
  staff = await t.register({}, { roles: ['staff'] });
  target = await listenForSockets(t.app);
});

describe('the journal signal', () => {
  it('reaches the stay’s owner and staff when an entry is written, and not another owner', async () => {
    const ownerSocket = await openSocket(target.url, { cookie: owner.cookie, origin: target.origin });
    const otherSocket = await openSocket(target.url, { cookie: otherOwner.cookie, origin: target.origin });
    const staffSocket = await openSocket(target.url, { cookie: staff.cookie, origin: target.origin });
    const pet = await postPet(t.app, owner, rexProfile);
    const stay = await insertCheckedInStay(t.db, { petId: pet.id, ownerId: owner.user.id });

    expect((await t.call('POST', `/api/admin/bookings/${stay.id}/journal`, staff, { kind: 'potty' })).statusCode).toBe(201);
    const signal = { type: 'journal', bookingId: stay.id };
    expect(await ownerSocket.waitForMessage((message) => message.type === 'journal')).toEqual(signal);
    expect(await staffSocket.waitForMessage((message) => message.type === 'journal')).toEqual(signal);
    await t.notifications.flush();
    expect(otherSocket.messages.filter((message) => message.type === 'journal')).toEqual([]);
    for (const socket of [ownerSocket, otherSocket, staffSocket]) socket.socket.terminate();
  });
});
