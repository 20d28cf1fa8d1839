// The growth bench's conversations and messages (decisions.md 63), in the shape of growth-seed.ts:
// - the base (once): the measured owner's conversation with the business, 200 messages long (a
//   photo every twentieth; the owner has not read the last three), and with the busy trainer; the busy trainer's
//   conversations with the owners of their 30 client pets. These stay the same at every scale.
// - the bulk: one message per bulk pet in its owner's conversation with the business (one per bulk
//   user, created with their first message), and every tenth bulk pet one in its owner's
//   conversation with that pet's trainer; so 100k pets bring about 110k messages in about 15k
//   conversations. Bulk pet 1's message is the newest, as with the bookings: growing lengthens the
//   history behind the recent conversations, which stay the same at both sizes.
// Every message is settled for the away mail (messages.away_settled_at): the servers under measure
// must not spend the bench mailing 100k messages.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../server/db/client';
import { sqlRows } from '../server/platform/sql-rows';

/** Messages of the measured owner's conversation with the business: GET .../messages reads one of its pages. */
export const MEASURED_CONVERSATION_LENGTH = 200;
const TRAINER_CONVERSATION_LENGTH = 40;
const CLIENT_CONVERSATION_LENGTH = 5;

const run = (db: Db | Tx, query: ReturnType<typeof sql>) => db.execute(query);
/** A whole number written into the SQL text (see growth-seed.ts). */
const int = (value: number) => sql.raw(String(Math.trunc(value)));

/** Each conversation's newest message, each side's newest and both sides' read markers (in some, a side has not read the newest). */
async function settleConversations(db: Db | Tx, which: ReturnType<typeof sql>) {
  await run(
    db,
    sql`update conversations c set last_message_id = m.last_id, last_message_at = m.last_at,
        owner_last_message_id = m.owner_last_id, counterpart_last_message_id = m.counterpart_last_id,
        owner_read_message_id = case when c.id % 4 = 0 then m.before_last_id else m.last_id end, owner_read_at = m.last_at,
        counterpart_read_message_id = case when c.id % 3 = 0 then m.before_last_id else m.last_id end, counterpart_read_at = m.last_at
      from (select distinct on (conversation_id) conversation_id, id as last_id, created_at as last_at,
              lag(id) over (partition by conversation_id order by created_at, id) as before_last_id,
              max(id) filter (where side = 'owner') over (partition by conversation_id) as owner_last_id,
              max(id) filter (where side = 'counterpart') over (partition by conversation_id) as counterpart_last_id
            from messages order by conversation_id, created_at desc, id desc) m
      where m.conversation_id = c.id and ${which}`,
  );
}

/** The measured owner's two conversations and the busy trainer's with their clients; returns the 200-message one. */
export async function seedGrowthConversations(db: Db, ownerId: number, trainerId: number, adminId: number): Promise<number> {
  const [business] = await sqlRows<{ id: number }>(
    db,
    sql`insert into conversations (kind, owner_id, assignee_id, created_at)
      values ('business', ${int(ownerId)}, ${int(adminId)}, now() - interval '30 days') returning id`,
  );
  // Oldest first, an hour apart; the business's staff answer every other message.
  await run(
    db,
    sql`insert into messages (conversation_id, sender_id, side, text, created_at, away_settled_at)
      select ${int(business.id)}, case when g % 2 = 0 then ${int(adminId)} else ${int(ownerId)} end,
        case when g % 2 = 0 then 'counterpart' else 'owner' end,
        'Message ' || g || ' about the stay: ' || repeat('walks, meals and naps. ', 1 + g % 6),
        now() - ((${int(MEASURED_CONVERSATION_LENGTH)} - g) || ' hours')::interval - interval '5 minutes', now()
      from generate_series(1, ${int(MEASURED_CONVERSATION_LENGTH)}) g`,
  );
  await run(
    db,
    sql`insert into message_attachments (message_id, address, content_type, size_bytes)
      select id, 'growth/message-' || id || '.jpg', 'image/jpeg', 180000 from messages
      where conversation_id = ${int(business.id)} and id % 20 = 0`,
  );
  const [trainerTalk] = await sqlRows<{ id: number }>(
    db,
    sql`insert into conversations (kind, owner_id, trainer_id, created_at)
      values ('trainer', ${int(ownerId)}, ${int(trainerId)}, now() - interval '20 days') returning id`,
  );
  await run(
    db,
    sql`insert into messages (conversation_id, sender_id, side, text, created_at, away_settled_at)
      select ${int(trainerTalk.id)}, case when g % 2 = 0 then ${int(trainerId)} else ${int(ownerId)} end,
        case when g % 2 = 0 then 'counterpart' else 'owner' end, 'Homework question ' || g, now() - (g * 3 || ' hours')::interval, now()
      from generate_series(1, ${int(TRAINER_CONVERSATION_LENGTH)}) g`,
  );
  // The busy trainer talks with each client pet's owner.
  await run(
    db,
    sql`insert into conversations (kind, owner_id, trainer_id, created_at)
      select distinct 'trainer', owner_id, ${int(trainerId)}, now() - interval '20 days' from pets where name like 'Client pet %'
      on conflict do nothing`,
  );
  await run(
    db,
    sql`insert into messages (conversation_id, sender_id, side, text, created_at, away_settled_at)
      select c.id, case when g % 2 = 0 then ${int(trainerId)} else c.owner_id end, case when g % 2 = 0 then 'counterpart' else 'owner' end,
        'Session notes ' || g, now() - ((c.id % 50) * 5 + g || ' hours')::interval, now()
      from conversations c cross join generate_series(1, ${int(CLIENT_CONVERSATION_LENGTH)}) g
      where c.kind = 'trainer' and c.trainer_id = ${int(trainerId)} and c.owner_id <> ${int(ownerId)}`,
  );
  await settleConversations(db, sql`(c.owner_id = ${int(ownerId)} or c.trainer_id = ${int(trainerId)})`);
  // The owner has read all but the business's last three messages.
  await run(
    db,
    sql`update conversations set owner_read_message_id = (select id from messages where conversation_id = ${int(business.id)}
        order by id desc offset 3 limit 1) where id = ${int(business.id)}`,
  );
  return business.id;
}

/**
 * The bulk's messages for bulk pets `from`..`target` (growth-seed.ts insertBulk, in its
 * transaction): `newPets` and `otherTrainer` are its row source and its pet's trainer expression.
 */
export async function insertBulkMessages(
  db: Tx,
  newPets: ReturnType<typeof sql>,
  otherTrainer: ReturnType<typeof sql>,
  adminUsername: string,
): Promise<void> {
  const adminId = sql`(select id from users where username = ${adminUsername})`;
  await run(
    db,
    sql`insert into conversations (kind, owner_id, status, assignee_id, created_at)
      select distinct on (p.owner_id) 'business', p.owner_id, case when p.owner_id % 5 = 0 then 'done' else 'open' end,
        case when p.owner_id % 7 = 0 then ${adminId} end, now() - interval '1 year'
      from ${newPets} p order by p.owner_id
      on conflict (owner_id) where kind = 'business' do nothing`,
  );
  // One message per pet: from the owner for even pets, else the business's answer.
  await run(
    db,
    sql`insert into messages (conversation_id, sender_id, side, text, created_at, away_settled_at)
      select c.id, case when p.g % 2 = 0 then p.owner_id else ${adminId} end, case when p.g % 2 = 0 then 'owner' else 'counterpart' end,
        'Bulk message about pet ' || p.g, now() - (p.g || ' minutes')::interval, now()
      from ${newPets} p join conversations c on c.kind = 'business' and c.owner_id = p.owner_id`,
  );
  const tenth = sql`(select p.*, ${otherTrainer} as trainer_id from ${newPets} p where p.g % 10 = 0)`;
  await run(
    db,
    sql`insert into conversations (kind, owner_id, trainer_id, created_at)
      select distinct 'trainer', t.owner_id, t.trainer_id, now() - interval '1 year' from ${tenth} t
      on conflict (owner_id, trainer_id) where kind = 'trainer' do nothing`,
  );
  await run(
    db,
    sql`insert into messages (conversation_id, sender_id, side, text, created_at, away_settled_at)
      select c.id, t.trainer_id, 'counterpart', 'Bulk training note for pet ' || t.g, now() - (t.g || ' minutes')::interval, now()
      from ${tenth} t join conversations c on c.kind = 'trainer' and c.owner_id = t.owner_id and c.trainer_id = t.trainer_id`,
  );
  await settleConversations(db, sql`c.owner_id in (select owner_id from ${newPets} p)`);
}
