// The minimal baseline's list routes (minimal-server.ts): for each, one hand-written select that
// reads only what the answer shows, mapped by hand into the app's field order. The app's default
// page (200) is longer than every bench list, so there is no cursor here. Computed fields come from
// SQL where they can, or from the pure rules in common/ that the app's screens share (prices,
// cancellation terms): the simplest honest way to the same bytes. Bookings, enrolments and the
// cart are in minimal-routes-priced.ts.
import type { ClientReason } from '../common/trainer-schemas';
import { minimalBookings, minimalCart, minimalEnrollments } from './minimal-routes-priced';
import { iso, PAGE, shownThumbnail, type Query, type SignedInUser } from './minimal-rows';

export type MinimalRoute = { pattern: RegExp; answer: (query: Query, user: SignedInUser, match: RegExpExecArray) => Promise<unknown> };

const PETS_SQL = `select id, owner_id, name, pet_type, breed, age, size, temperament, dietary_needs, medical_conditions,
  vaccination_status, profile_photo, created_at from pets where owner_id = $1 and archived_at is null
  order by created_at, id limit ${PAGE}`;

const NOTIFICATIONS_SQL = `select id, user_id, type, category, title, message, is_read, data, created_at
  from notifications where user_id = $1 order by created_at desc, id desc limit ${PAGE}`;

// The pet's owner only (the app also lets its trainers and staff read them; the bench asks as the owner).
const VACCINATIONS_SQL = `select v.id, v.pet_id, v.vaccine, v.other_name, v.given_on::text as given_on, v.expires_on::text as expires_on,
  v.batch_number, v.clinic, v.proof, v.vet_record_id, v.verification, v.verification_reason, v.verified_at, v.created_at, v.updated_at
  from vaccinations v join pets p on p.id = v.pet_id and p.owner_id = $2 and p.archived_at is null
  where v.pet_id = $1 order by v.given_on desc, v.id desc limit ${PAGE}`;

// Published programs with their latest version, and the viewer's own (their working copy).
const PROGRAMS_SQL = `select tp.id, tp.created_by, tp.published, tp.created_at, tp.updated_at,
  coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username) as author_name,
  case when own then tp.title else lv.title end as title,
  case when own then tp.description else lv.description end as description,
  case when own then tp.difficulty else lv.difficulty end as difficulty,
  case when own then tp.duration_weeks else lv.duration_weeks end as duration_weeks,
  case when own then tp.price else lv.price end as price,
  case when own then tp.thumbnail else lv.thumbnail end as thumbnail,
  lv.version, lv.published_at,
  (select coalesce(jsonb_array_length(c -> 'modules'), 0)) as module_count,
  (select coalesce(sum(jsonb_array_length(m -> 'lessons')), 0)::int from jsonb_array_elements(c -> 'modules') m) as lesson_count
  from training_programs tp join users u on u.id = tp.created_by
  cross join lateral (select tp.created_by = $1 as own) o
  left join lateral (select pv.version, pv.title, pv.description, pv.difficulty, pv.duration_weeks, pv.price, pv.thumbnail,
    pv.published_at, pv.content from program_versions pv where pv.program_id = tp.id order by pv.version desc limit 1) lv on true
  cross join lateral (select case when own then tp.content else lv.content end as c) cc
  where own or (tp.published and lv.version is not null)
  order by lower(case when own then tp.title else lv.title end), tp.id limit ${PAGE}`;

const CLIENT_SOURCES = {
  booking: `select b.pet_id from bookings b where b.trainer_id = $1 and b.service_type = 'training' and b.status <> 'cancelled'`,
  skill: `select ci.pet_id from skill_progress sp join cart_items ci on ci.id = sp.cart_item_id where sp.trainer_id = $1`,
  program: `select pe.pet_id from program_enrollments pe join training_programs tp on tp.id = pe.program_id
    where tp.created_by = $1 and pe.payment_status in ('free', 'paid')`,
};
const CLIENTS_SQL = `select p.id, p.name, p.pet_type, p.breed, p.age, p.profile_photo,
  coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username) as owner_name,
  p.id in (${CLIENT_SOURCES.booking}) as by_booking, p.id in (${CLIENT_SOURCES.skill}) as by_skill,
  p.id in (${CLIENT_SOURCES.program}) as by_program,
  (select count(*)::int from skill_progress sp join cart_items ci on ci.id = sp.cart_item_id
    where ci.pet_id = p.id and sp.trainer_id = $1 and not sp.completed) as open_skills,
  (select min(b.start_date) from bookings b where b.pet_id = p.id and b.trainer_id = $1 and b.service_type = 'training'
    and b.status <> 'cancelled' and b.start_date > now()) as next_session,
  (select json_build_object('id', rc.id, 'day', rc.day, 'rating', rc.rating) from report_cards rc
    where rc.pet_id = p.id and rc.trainer_id = $1 order by rc.day desc, rc.id desc limit 1) as last_report_card
  from pets p join users u on u.id = p.owner_id
  where p.archived_at is null and p.id in (${CLIENT_SOURCES.booking} union ${CLIENT_SOURCES.skill} union ${CLIENT_SOURCES.program})
  order by lower(p.name), p.id limit 500`;

export const minimalRoutes: MinimalRoute[] = [
  {
    pattern: /^\/api\/pets$/,
    answer: async (query, user) =>
      (await query(PETS_SQL, [user.id])).map((r) => ({
        id: r.id,
        ownerId: r.owner_id,
        name: r.name,
        petType: r.pet_type,
        breed: r.breed,
        age: r.age,
        size: r.size,
        temperament: r.temperament,
        dietaryNeeds: r.dietary_needs,
        medicalConditions: r.medical_conditions,
        vaccinationStatus: r.vaccination_status,
        profilePhoto: r.profile_photo,
        createdAt: iso(r.created_at),
      })),
  },
  { pattern: /^\/api\/bookings$/, answer: minimalBookings },
  {
    pattern: /^\/api\/training-programs$/,
    answer: async (query, user) =>
      (await query(PROGRAMS_SQL, [user.id])).map((r) => {
        const own = r.created_by === user.id;
        return {
          id: r.id,
          title: r.title,
          description: r.description,
          difficulty: r.difficulty,
          durationWeeks: r.duration_weeks,
          price: r.price,
          thumbnail: shownThumbnail(r.thumbnail),
          createdBy: r.created_by,
          authorName: r.author_name,
          published: r.published,
          version: r.version,
          createdAt: iso(r.created_at),
          updatedAt: iso(own ? r.updated_at : r.published_at),
          moduleCount: Number(r.module_count),
          lessonCount: Number(r.lesson_count),
        };
      }),
  },
  {
    pattern: /^\/api\/notifications$/,
    answer: async (query, user) =>
      (await query(NOTIFICATIONS_SQL, [user.id])).map((r) => ({
        id: r.id,
        userId: r.user_id,
        type: r.type,
        category: r.category,
        title: r.title,
        message: r.message,
        isRead: r.is_read,
        data: r.data,
        createdAt: iso(r.created_at),
      })),
  },
  { pattern: /^\/api\/enrollments$/, answer: minimalEnrollments },
  { pattern: /^\/api\/cart$/, answer: minimalCart },
  {
    pattern: /^\/api\/pets\/(\d+)\/vaccinations$/,
    answer: async (query, user, match) =>
      (await query(VACCINATIONS_SQL, [Number(match[1]), user.id])).map((r) => ({
        id: r.id,
        petId: r.pet_id,
        vaccine: r.vaccine,
        otherName: r.other_name,
        givenOn: r.given_on,
        expiresOn: r.expires_on,
        batchNumber: r.batch_number,
        clinic: r.clinic,
        proof: r.proof,
        vetRecordId: r.vet_record_id,
        verification: r.verification,
        verificationReason: r.verification_reason,
        verifiedAt: iso(r.verified_at),
        createdAt: iso(r.created_at),
        updatedAt: iso(r.updated_at),
      })),
  },
  {
    pattern: /^\/api\/trainer\/clients$/,
    answer: async (query, user) => {
      if (!user.isTrainer) return [];
      return (await query(CLIENTS_SQL, [user.id])).map((r) => {
        const reasons: ClientReason[] = [];
        if (r.by_booking) reasons.push('booking');
        if (r.by_skill) reasons.push('skill');
        if (r.by_program) reasons.push('program');
        const card = r.last_report_card as { id: number; day: string; rating: number } | null;
        return {
          pet: { id: r.id, name: r.name, petType: r.pet_type, breed: r.breed, age: r.age, profilePhoto: r.profile_photo },
          ownerName: r.owner_name,
          openSkills: r.open_skills,
          nextSession: r.next_session === null ? null : new Date(r.next_session as string).toISOString(),
          lastReportCard: card && { id: card.id, day: card.day, rating: card.rating },
          reasons,
        };
      });
    },
  },
];
