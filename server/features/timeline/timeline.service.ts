// GET /api/pets/:petId/timeline: the pet's whole story in one list, newest first (issue 11):
// training sessions, behaviour assessments, report cards, skill steps and completions, vet visits
// bookings and stay journal entries, merged by one UNION ALL query. The owner sees everything; a client trainer sees
// the pet's records and vet visits, but only their own skills and bookings (those stay private to
// the owner and the assigned trainer, as the access module says for skills and bookings). Each
// entry links to the page its reader can use, and names the trainer who wrote it, if any.
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TimelineEntry, TimelineKind } from '../../../common/trainer-schemas';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { requireAccess, type AccessUser } from '../../platform/access/access';
import { personNameSql } from '../../platform/person-name';
import { sqlRows } from '../../platform/sql-rows';

/** The newest entries shown; a pet's story rarely needs more on one screen. */
const TIMELINE_LIMIT = 300;
const SUMMARY_CHARS = 200;

// The trainer who wrote a session, assessment or report card: each of those branches joins its
// writer as `author`, so the owner reads who it came from.
const author = alias(users, 'author');
const authorName = personNameSql(author);

export type TimelineEntryView = Omit<TimelineEntry, 'at'> & { at: Date };

type Row = {
  kind: TimelineKind;
  at: Date | string;
  day: string | null;
  title: string;
  summary: string | null;
  id: number;
  link: string | null;
  author: string | null;
};

export async function petTimeline(db: Db, user: AccessUser, petId: number): Promise<TimelineEntryView[]> {
  const pet = await requireAccess(db, user, 'read', 'pet', petId);
  const isOwner = pet.ownerId === user.id;
  // Skills and bookings: all of them for the owner, the caller's own for a trainer.
  const mineOnly = (column: string) => (isOwner ? sql`true` : sql`${sql.raw(column)} = ${user.id}`);
  const rows = await sqlRows<Row>(
    db,
    sql`
    select * from (
      -- day: set for an entry known by its calendar day only (no time of day to show).
      select 'session' as kind, s.date as at, null as day, 'Training session' as title,
        concat_ws(' · ', s.duration || ' min', nullif(s.achievements, ''), nullif(s.notes, '')) as summary, s.id, null as link,
        ${authorName} as author
        from training_sessions s join users author on author.id = s.trainer_id where s.pet_id = ${pet.id}
      union all
      select 'assessment', a.date, null, 'Behaviour assessment',
        concat_ws(' · ', nullif(a.training_progress, ''), nullif(a.issues, ''), nullif(a.recommendations, '')), a.id, null, ${authorName}
        from behavior_assessments a join users author on author.id = a.assessed_by where a.pet_id = ${pet.id}
      union all
      -- A card written on the day it reports on sorts by when it was written; a later one by its day.
      select 'report_card', case when (rc.created_at)::date = rc.day then rc.created_at else rc.day::timestamptz end,
        case when (rc.created_at)::date = rc.day then null else rc.day::text end,
        'Report card: ' || rc.worked_on, concat_ws(' · ', 'Rated ' || rc.rating || '/5', nullif(rc.notes, '')), rc.id, null, ${authorName}
        from report_cards rc join users author on author.id = rc.trainer_id where rc.pet_id = ${pet.id}
      union all
      select 'skill_step', sp.updated_at, null,
        case when sp.completed then ts.name || ' completed'
          else ts.name || ': step ' || least(sp.current_step + 1, greatest(jsonb_array_length(ts.steps), 1)) || ' of ' || greatest(jsonb_array_length(ts.steps), 1) end,
        case when sp.completed then null else ts.steps ->> least(sp.current_step, greatest(jsonb_array_length(ts.steps) - 1, 0)) end,
        -- A client trainer moves their skill on the Trainer Dashboard; /training is the owner's page.
        sp.id, ${isOwner ? sql`'/training?petId=' || ci.pet_id` : sql`'/trainer-skills'`}, null
        from skill_progress sp join cart_items ci on ci.id = sp.cart_item_id join training_skills ts on ts.id = ci.skill_id
        where ci.pet_id = ${pet.id} and ${mineOnly('sp.trainer_id')}
      union all
      select 'vet_visit', v.date::timestamptz, v.date::text, 'Vet visit' || coalesce(': ' || nullif(coalesce(v.clinic_name, v.vet_name), ''), ''),
        concat_ws(' · ', nullif(v.record_type, ''), nullif(v.diagnosis, ''), nullif(v.treatment, '')), v.id, '/pets/' || v.pet_id || '/vet-records', null
        from vet_records v where v.pet_id = ${pet.id}
      union all
      select 'booking', b.start_date, null, initcap(b.service_type) || ' booking', initcap(b.status), b.id,
        ${isOwner ? sql`'/bookings?booking=' || b.id` : sql`null`}, null
        -- '@>' (not '= any(...)') so the GIN index finds the bookings naming it as an additional pet.
        from bookings b where (b.pet_id = ${pet.id} or b.additional_pet_ids @> array[${pet.id}::integer]) and ${mineOnly('b.trainer_id')}
      union all
      -- The stay journal (decisions.md 60): whoever reads the pet reads what was logged about it.
      select 'journal', j.created_at, null,
        'Stay journal: ' || case j.kind when 'meal' then 'Meal' when 'medication' then 'Medication' when 'potty' then 'Potty'
          when 'play' then 'Play or walk' when 'rest' then 'Rest' else 'Note' end,
        concat_ws(' · ',
          case when j.kind = 'meal' then 'Ate ' || j.ate
            when j.kind = 'medication' then coalesce(j.medication || ': ', '') || case when j.given then 'given' else 'refused' end end,
          nullif(j.note, '')),
        j.id, ${isOwner ? sql`'/bookings?booking=' || j.booking_id` : sql`null`}, ${authorName}
        from journal_entries j left join users author on author.id = j.author_id where j.pet_id = ${pet.id}
    ) entries
    order by at desc, kind, id desc
    limit ${TIMELINE_LIMIT}`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    at: new Date(row.at),
    ...(row.day ? { day: row.day } : {}),
    title: row.title,
    summary: truncate(row.summary ?? ''),
    id: Number(row.id),
    ...(row.link ? { link: row.link } : {}),
    ...(row.author ? { trainerName: row.author } : {}),
  }));
}

const truncate = (text: string) => (text.length > SUMMARY_CHARS ? `${text.slice(0, SUMMARY_CHARS - 1)}…` : text);
