// The business's saved replies (decisions.md 63): admins keep them in the settings (PUT
// /api/admin/settings with the version), at most 50, each a title and a message's text; a bad list
// is a 400 naming the field and changes nothing; the public GET /api/business never shows them.
import { beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { MAX_SAVED_REPLIES, MESSAGE_TEXT_REQUIRED } from '../../../common/message-schemas';
import { auditLog, businessSettings } from '../../db/schema';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';

const t = useTestApp();
let admin: RegisteredUser;
let staff: RegisteredUser;

beforeAll(async () => {
  admin = await t.register({}, { roles: ['admin'] });
  staff = await t.register({}, { roles: ['staff'] });
});

const settings = async () => (await t.call('GET', '/api/admin/settings', admin)).json();
const put = (body: Record<string, unknown>, who: RegisteredUser = admin) => t.call('PUT', '/api/admin/settings', who, body);
const stored = async () => (await t.db.select().from(businessSettings))[0];
const replies = [
  { title: 'Opening hours', text: 'We are open 7am to 7pm every day.' },
  { title: 'Pick-up', text: 'Pick-up is from 9am to 3pm.\nPlease bring the leash.' },
];

describe('saved replies in the settings', () => {
  it('starts with none, and an admin saves a list with the version', async () => {
    const before = await settings();
    expect(before.savedReplies).toEqual([]);

    const res = await put({ version: before.version, savedReplies: replies });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ version: before.version + 1, savedReplies: replies });
    expect((await stored()).settings.savedReplies).toEqual(replies);
    expect((await settings()).savedReplies).toEqual(replies);
    const [audit] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ actorId: admin.user.id, kind: 'settings.changed', summary: 'Changed the saved replies' });
  });

  it(`refuses more than ${MAX_SAVED_REPLIES} with 400 naming savedReplies, and keeps the list`, async () => {
    const { version } = await settings();
    const many = Array.from({ length: MAX_SAVED_REPLIES + 1 }, (_, index) => ({ title: `Reply ${index}`, text: 'Thank you!' }));

    const res = await put({ version, savedReplies: many });

    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ savedReplies: `At most ${MAX_SAVED_REPLIES} saved replies` });
    expect(await stored()).toMatchObject({ version, settings: { savedReplies: replies } });
  });

  it('refuses a reply with an empty text or title with 400 naming its field', async () => {
    const { version } = await settings();

    const emptyText = await put({ version, savedReplies: [{ title: 'Hours', text: '   ' }] });
    expect(emptyText.statusCode).toBe(400);
    expect(emptyText.json().details).toEqual({ 'savedReplies.0.text': MESSAGE_TEXT_REQUIRED });

    const emptyTitle = await put({ version, savedReplies: [replies[0], { title: '', text: 'Hi' }] });
    expect(emptyTitle.statusCode).toBe(400);
    expect(emptyTitle.json().details).toEqual({ 'savedReplies.1.title': 'A saved reply needs a title' });

    expect(await stored()).toMatchObject({ version, settings: { savedReplies: replies } });
  });

  it('is for admins: staff get 403 and change nothing', async () => {
    const { version } = await settings();
    const res = await put({ version, savedReplies: [] }, staff);
    expect(res.statusCode).toBe(403);
    expect((await stored()).settings.savedReplies).toEqual(replies);
  });

  it('is never in the public GET /api/business', async () => {
    for (const who of [undefined, staff, admin]) {
      const res = await t.call('GET', '/api/business', who);
      expect(res.statusCode).toBe(200);
      expect(res.json()).not.toHaveProperty('savedReplies');
      expect(res.body).not.toContain('Opening hours');
    }
  });
});
