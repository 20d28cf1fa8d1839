// The minimal baseline's three list routes whose answers carry computed fields (minimal-routes.ts):
// bookings (price lines, cancellation terms, payment and balance), enrolments (the pinned version's
// curriculum, the refund) and the cart (the stay each skill would join, or why none). Each is one
// hand-written select; the rules on its result are the pure ones the app's screens share (common/
// and the skills' pure messages), so the bytes can match the app's without its services.
import { businessTimeZone } from '../common/business-time';
import { cancellationTerms, type KeptSkill } from '../common/cancellation';
import { enrollmentRefundDecision, refundDeadline } from '../common/enrollment-refunds';
import { bookingDays, bookingPrice, depositCentsOf, type BookingTerms } from '../common/pricing';
import type { PetType } from '../common/pet-schemas';
import { speciesProblem } from '../server/domain/skills/skill-species';
import { noStayMessage, SKILL_ON_PAID_BOOKING_MESSAGE } from '../server/domain/skills/skill-stays';
import { programContentOut } from './minimal-program-content';
import { iso, PAGE, shownThumbnail, type Query, type Row, type SignedInUser } from './minimal-rows';

// The business's time zone (its settings row, as the app reads it), which counts a stay's days.
const TIME_ZONE = `(select bs.settings ->> 'timeZone' from business_settings bs where bs.id = 1) as time_zone`;
const zoneOf = (row: Row) => (row.time_zone as string | null) ?? businessTimeZone();
const personName = (u: string) => `coalesce(nullif(trim(concat_ws(' ', ${u}.first_name, ${u}.last_name)), ''), ${u}.username)`;

// The current intent: the series checkout covering the booking, else its newest open intent, else its newest.
const BOOKINGS_SQL = `select b.id, b.pet_id, b.owner_id, b.trainer_id, b.program_id, b.start_date, b.end_date, b.status,
  b.payment_status, b.notes, b.total_price, b.service_type, b.num_pets, b.additional_pet_ids, b.stripe_payment_intent_id,
  b.series_id, b.vaccination_warnings, b.created_at, b.terms, ${TIME_ZONE},
  coalesce((select p.name from pets p where p.id = b.pet_id), 'Pet #' || b.pet_id) as pet_name,
  array(select coalesce(p.name, 'Pet #' || x.id) from unnest(b.additional_pet_ids) with ordinality x(id, n)
    left join pets p on p.id = x.id order by x.n) as additional_pet_names,
  cur.provider, cur.status as intent_status, cur.card_brand, cur.card_last4, cur.paid_at, rf.refunded, rf.refunded_at,
  (select coalesce(sum(pi.amount), 0)::int from payment_intents pi where pi.booking_id = b.id and pi.status = 'succeeded')
    + case when cur.covering and cur.status = 'succeeded' then b.total_price else 0 end as paid_before_refunds,
  (select json_agg(json_build_object('cartItemId', ci.id, 'skillId', ci.skill_id, 'name', s.name, 'petId', ci.pet_id,
      'petName', p.name, 'pricePaid', coalesce(ci.price_paid, 0),
      'taught', exists (select 1 from skill_progress sp where sp.cart_item_id = ci.id and sp.completed)) order by ci.id)
    from cart_items ci join training_skills s on s.id = ci.skill_id join pets p on p.id = ci.pet_id
    where ci.booking_id = b.id and ci.status = 'purchased') as skills
  from bookings b
  left join lateral (select pi.provider, pi.status, pi.card_brand, pi.card_last4, pi.paid_at, pi.booking_id is distinct from b.id as covering
    from payment_intents pi
    where pi.booking_id = b.id or (b.series_id is not null and pi.id = b.stripe_payment_intent_id and pi.series_id = b.series_id)
    order by pi.booking_id is distinct from b.id desc, pi.status in ('succeeded', 'canceled'), pi.created_at desc, pi.id desc limit 1) cur on true
  left join lateral (select sum(r.amount)::int as refunded, max(r.created_at) as refunded_at from payment_refunds r where r.booking_id = b.id) rf on true
  where b.owner_id = $1 order by b.start_date, b.id limit ${PAGE}`;

type Skill = { cartItemId: number; skillId: number; name: string; petId: number; petName: string; pricePaid: number; taught: boolean };

export async function minimalBookings(query: Query, user: SignedInUser): Promise<unknown[]> {
  const now = new Date();
  return (await query(BOOKINGS_SQL, [user.id])).map((r) => {
    const startDate = r.start_date as Date;
    const endDate = r.end_date as Date;
    const terms = r.terms as BookingTerms;
    const totalPrice = r.total_price as number;
    const skills = (r.skills ?? []) as Skill[];
    const paid = Math.max(0, (r.paid_before_refunds as number) - ((r.refunded as number | null) ?? 0));
    const kept: KeptSkill[] = skills.filter((s) => s.taught).map((s) => ({ name: s.name, petName: s.petName, amountCents: s.pricePaid }));
    const booking = { ...bookingFields(r), startDate, endDate, terms, totalPrice } as Parameters<typeof cancellationTerms>[0];
    const quote = cancellationTerms(booking, now, paid, kept);
    const price = bookingPrice({ serviceType: booking.serviceType, startDate, endDate, numPets: r.num_pets as number }, zoneOf(r), terms);
    const closed = r.status === 'cancelled' || r.status === 'no_show' || r.payment_status === 'paid' || r.payment_status === 'refunded';
    return {
      id: r.id,
      petId: r.pet_id,
      ownerId: r.owner_id,
      trainerId: r.trainer_id,
      programId: r.program_id,
      startDate: startDate.toISOString(),
      endDate: endDate.toISOString(),
      status: r.status,
      paymentStatus: r.payment_status,
      notes: r.notes,
      totalPrice,
      serviceType: r.service_type,
      numPets: r.num_pets,
      additionalPetIds: r.additional_pet_ids,
      stripePaymentIntentId: r.stripe_payment_intent_id,
      seriesId: r.series_id,
      vaccinationWarnings: r.vaccination_warnings,
      createdAt: iso(r.created_at),
      petName: r.pet_name,
      additionalPetNames: r.additional_pet_names,
      priceLines: [...price.lines, ...skills.map((s) => ({ label: `Training skill: ${s.name} (${s.petName})`, amountCents: s.pricePaid }))],
      addedSkills: skills.map((s) => ({
        cartItemId: s.cartItemId,
        skillId: s.skillId,
        name: s.name,
        petId: s.petId,
        petName: s.petName,
        pricePaid: s.pricePaid,
      })),
      cancellation: {
        allowed: quote.allowed,
        refundAmount: quote.refundAmount,
        feeAmount: quote.feeAmount,
        feeKind: quote.feeKind,
        feeLabel: quote.feeLabel,
        reason: quote.reason,
        keptSkills: quote.keptSkills?.map((s) => ({ name: s.name, petName: s.petName, amountCents: s.amountCents })),
      },
      payment:
        r.provider === null
          ? null
          : {
              provider: r.provider,
              status: r.intent_status,
              cardBrand: r.card_brand,
              cardLast4: r.card_last4,
              paidAt: iso(r.paid_at),
              refundedAt: iso(r.refunded_at),
              refundAmount: r.refunded,
            },
      depositCents: depositCentsOf({ totalPrice, terms }),
      amountPaidCents: paid,
      balanceDueCents: closed ? 0 : Math.max(0, totalPrice - paid),
    };
  });
}

const bookingFields = (r: Row) => ({ status: r.status, paymentStatus: r.payment_status, serviceType: r.service_type });

const ENROLLMENTS_SQL = `select pe.id, pe.user_id, pe.pet_id, p.name as pet_name, pe.program_id, pv.version,
  (select max(v.version) from program_versions v where v.program_id = pe.program_id) as latest_version,
  pv.title, pv.description, pv.difficulty, pv.duration_weeks, pv.price, pv.thumbnail, pv.content, tp.created_by,
  ${personName('u')} as author_name, tp.published, tp.created_at as program_created_at, pv.published_at,
  pe.payment_status, pe.price_cents, pi.paid_at, pe.created_at,
  least((select min(b.start_date) from bookings b where b.pet_id = pe.pet_id and b.program_id = pe.program_id
      and b.service_type = 'training' and b.status <> 'cancelled' and b.start_date >= pe.created_at),
    (select min(ts.date) from training_sessions ts where ts.pet_id = pe.pet_id and ts.program_id = pe.program_id
      and ts.date >= pe.created_at)) as first_session_at,
  (exists (select 1 from training_sessions ts where ts.pet_id = pe.pet_id and ts.program_id = pe.program_id
      and ts.date >= pe.created_at and ts.date <= now())
    or exists (select 1 from bookings b where b.pet_id = pe.pet_id and b.program_id = pe.program_id
      and b.service_type = 'training' and b.status = 'completed' and b.start_date >= pe.created_at)) as attended
  from program_enrollments pe join pets p on p.id = pe.pet_id join training_programs tp on tp.id = pe.program_id
  join program_versions pv on pv.id = pe.program_version_id join users u on u.id = tp.created_by
  left join payment_intents pi on pi.enrollment_id = pe.id
  where pe.user_id = $1 and p.owner_id = $1 and p.archived_at is null and pe.payment_status <> 'refunded'
  order by pe.id desc limit ${PAGE}`;

export async function minimalEnrollments(query: Query, user: SignedInUser): Promise<unknown[]> {
  const now = new Date();
  return (await query(ENROLLMENTS_SQL, [user.id])).map((r) => {
    const content = programContentOut(r.content);
    const paidAt = r.payment_status === 'paid' || r.payment_status === 'refunded' ? (r.paid_at as Date | null) : null;
    let refund = null;
    if (r.payment_status === 'paid' && r.paid_at) {
      const decision = enrollmentRefundDecision(
        { paidAt: r.paid_at as Date, firstSessionAt: r.first_session_at as Date | null, attended: Boolean(r.attended) },
        now,
      );
      refund = {
        refundable: decision.refundable,
        amountCents: decision.refundable ? r.price_cents : 0,
        message: decision.refundable ? null : decision.message,
        deadline: decision.refundable && decision.why === 'within_days' ? refundDeadline(r.paid_at as Date).toISOString() : null,
      };
    }
    return {
      id: r.id,
      userId: r.user_id,
      petId: r.pet_id,
      petName: r.pet_name,
      programId: r.program_id,
      version: r.version,
      latestVersion: Number(r.latest_version),
      program: {
        id: r.program_id,
        title: r.title,
        description: r.description,
        difficulty: r.difficulty,
        durationWeeks: r.duration_weeks,
        price: r.price,
        thumbnail: shownThumbnail(r.thumbnail),
        createdBy: r.created_by,
        authorName: r.author_name,
        content,
        prerequisites: content.prerequisites,
        equipment: content.equipment,
        breedRecommendations: content.breedRecommendations,
        published: r.published,
        version: r.version,
        createdAt: iso(r.program_created_at),
        updatedAt: iso(r.published_at),
      },
      paymentStatus: r.payment_status,
      priceCents: r.price_cents,
      paidAt: iso(paidAt),
      refund,
      createdAt: iso(r.created_at),
    };
  });
}

// Each item with its skill and the owner's upcoming boarding stays naming its pet (soonest first).
const CART_SQL = `select ci.id, ci.user_id, ci.pet_id, p.name as pet_name, p.pet_type, ci.skill_id, s.name, s.description, s.category,
  s.minimum_nights, s.price, s.published, s.steps, s.species, s.video_url, s.thumbnail, s.created_at as skill_created_at,
  ci.status, ci.booking_id, ci.created_at, ${TIME_ZONE},
  (select json_agg(json_build_object('id', b.id, 'startDate', b.start_date, 'endDate', b.end_date,
      'unpaid', b.payment_status not in ('paid', 'refunded')) order by b.start_date, b.id)
    from bookings b where b.owner_id = $1 and b.service_type = 'boarding' and b.status in ('pending', 'confirmed')
      and b.start_date > now() and (b.pet_id = ci.pet_id or b.additional_pet_ids @> array[ci.pet_id])) as stays
  from cart_items ci join pets p on p.id = ci.pet_id join training_skills s on s.id = ci.skill_id
  where ci.user_id = $1 and ci.status = 'in_cart' and p.archived_at is null order by ci.id limit ${PAGE}`;

type Stay = { id: number; startDate: string; endDate: string; unpaid: boolean };

export async function minimalCart(query: Query, user: SignedInUser): Promise<unknown[]> {
  return (await query(CART_SQL, [user.id])).map((r) => {
    const minimumNights = r.minimum_nights as number;
    const long = ((r.stays ?? []) as Stay[])
      .map((stay) => ({ ...stay, nights: bookingDays(new Date(stay.startDate), new Date(stay.endDate), zoneOf(r)) }))
      .filter((stay) => stay.nights >= minimumNights);
    const chosen = long.find((stay) => stay.unpaid);
    const petName = r.pet_name as string;
    const notForPet = speciesProblem(
      { name: petName, petType: r.pet_type as PetType },
      { name: r.name as string, species: r.species as PetType[] },
    );
    const problem = !r.published
      ? `${r.name} is no longer offered`
      : (notForPet ?? (chosen ? null : long.length > 0 ? SKILL_ON_PAID_BOOKING_MESSAGE : noStayMessage(petName, minimumNights)));
    return {
      id: r.id,
      userId: r.user_id,
      petId: r.pet_id,
      petName,
      skillId: r.skill_id,
      skill: {
        id: r.skill_id,
        name: r.name,
        description: r.description,
        category: r.category,
        minimumNights,
        price: r.price,
        published: r.published,
        steps: r.steps,
        species: r.species,
        videoUrl: r.video_url,
        thumbnail: r.thumbnail,
        createdAt: iso(r.skill_created_at),
      },
      status: r.status,
      bookingId: r.booking_id,
      createdAt: iso(r.created_at),
      stay:
        problem === null && chosen
          ? {
              bookingId: chosen.id,
              startDate: new Date(chosen.startDate).toISOString(),
              endDate: new Date(chosen.endDate).toISOString(),
              nights: chosen.nights,
            }
          : null,
      problem,
    };
  });
}
