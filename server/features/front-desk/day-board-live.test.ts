// The day board is live (decisions.md 57): a change to a day's bookings tells every staff socket
// to read the board again, and nobody else's.
import { beforeAll, describe, expect, it } from 'vitest';
import { insertBoardingStay, insertStayUnderWay, postVaccinatedPet, rexProfile } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { listenForSockets, openSocket, type SocketTarget } from '../../../tests/helpers/ws-client';

const t = useTestApp();
let owner: RegisteredUser;
let staff: RegisteredUser;
let target: SocketTarget;

beforeAll(async () => {
  owner = await t.register();
  staff = await t.register({}, { roles: ['staff'] });
  target = await listenForSockets(t.app);
});

describe('the day board signal', () => {
  it('reaches staff sockets when a booking is checked in or cancelled, and never an owner’s', async () => {
    const staffSocket = await openSocket(target.url, { cookie: staff.cookie, origin: target.origin });
    const ownerSocket = await openSocket(target.url, { cookie: owner.cookie, origin: target.origin });
    const pet = await postVaccinatedPet(t.app, t.db, owner, rexProfile);
    const stay = await insertStayUnderWay(t.db, { petId: pet.id, ownerId: owner.user.id });

    expect((await t.call('POST', `/api/admin/bookings/${stay.id}/check-in`, staff, {})).statusCode).toBe(200);
    await staffSocket.waitForMessage((message) => message.type === 'day-board');
    // The owner hears of the check-in as a notification, never the board's signal.
    await ownerSocket.waitForMessage((message) => message.type === 'notification');
    await t.notifications.flush();
    expect(ownerSocket.messages.filter((message) => message.type === 'day-board')).toEqual([]);

    // An owner cancelling a stay changes the board too.
    staffSocket.messages.length = 0;
    const later = await insertBoardingStay(t.db, { petId: pet.id, ownerId: owner.user.id, nights: 2, daysAhead: 20 });
    expect((await t.call('PATCH', `/api/bookings/${later.id}`, owner, { status: 'cancelled' })).statusCode).toBe(200);
    await staffSocket.waitForMessage((message) => message.type === 'day-board');
    staffSocket.socket.terminate();
    ownerSocket.socket.terminate();
  });
});
