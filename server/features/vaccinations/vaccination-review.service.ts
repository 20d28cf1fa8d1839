// Staff check owners' vaccination proofs (issue 28, decisions.md 58): the queue of records in one
// state, longest waiting first, and verify or reject, each locked, audited, and (a rejection) told
// to the owner with the reason. Records of archived pets are nobody's business any more (404).
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { VerificationState } from '../../../common/vaccination-schemas';
import { vaccineName } from '../../../common/vaccines';
import type { Tx } from '../../db/client';
import { pets, users, vaccinations } from '../../db/schema';
import { personOf } from '../../domain/accounts/business-people';
import { readBusinessSettings } from '../../domain/business/business-settings';
import type { AppDeps } from '../../platform/app-deps';
import { personLabel, recordAudit } from '../../platform/audit-log';
import type { SessionUser } from '../../platform/auth-guard';
import { notFound } from '../../platform/errors';
import { toPage, type ListPage, type Page } from '../../platform/list-query';
import { personNameSql } from '../../platform/person-name';

type Deps = Pick<AppDeps, 'db' | 'notifications' | 'config'>;
const RECORD_LABEL = 'The vaccination record';
const verifier = alias(users, 'verifier');

const reviewColumns = {
  record: vaccinations,
  pet: { id: pets.id, name: pets.name, petType: pets.petType, breed: pets.breed },
  owner: { id: users.id, name: personNameSql(users) },
  verifierId: verifier.id,
  verifierName: personNameSql(verifier),
};

/** The records in `status`, longest waiting (last changed by the owner) first. */
export async function vaccinationQueue(deps: Pick<AppDeps, 'db'>, status: VerificationState, page: ListPage): Promise<Page<Review>> {
  // The cursor row gives a position in the order; one staff judged meanwhile still does (an unknown id: an empty page).
  const afterCursor =
    page.cursor === undefined
      ? undefined
      : sql`(${vaccinations.updatedAt}, ${vaccinations.id}) > (select v.updated_at, v.id from vaccinations v where v.id = ${page.cursor})`;
  const rows = await reviewQuery(deps.db)
    .where(and(eq(vaccinations.verification, status), isNull(pets.archivedAt), afterCursor))
    .orderBy(asc(vaccinations.updatedAt), asc(vaccinations.id))
    .limit(page.limit + 1);
  return toPage(rows.map(toReview), page.limit);
}

/** Staff looked at the proof and it is right. Verifying a verified record changes nothing (200). */
export async function verifyVaccination(deps: Deps, by: SessionUser, id: number): Promise<Review> {
  return deps.db.transaction(async (tx) => {
    const current = await lockRecord(tx, id);
    if (current.record.verification === 'verified') return toReview(current);
    await tx
      .update(vaccinations)
      .set({ verification: 'verified', verificationReason: null, verifiedBy: by.id, verifiedAt: new Date() })
      .where(eq(vaccinations.id, id));
    await audit(tx, by, 'vaccination.verified', `verified ${describe(current)}`, current, { verification: 'verified' });
    return readReview(tx, id);
  });
}

/** The proof does not hold: the owner is told why and where to fix it. The same reason again changes nothing. */
export async function rejectVaccination(deps: Deps, by: SessionUser, id: number, reason: string): Promise<Review> {
  return deps.db.transaction(async (tx) => {
    const current = await lockRecord(tx, id);
    if (current.record.verification === 'rejected' && current.record.verificationReason === reason) return toReview(current);
    await tx
      .update(vaccinations)
      .set({ verification: 'rejected', verificationReason: reason, verifiedBy: by.id, verifiedAt: new Date() })
      .where(eq(vaccinations.id, id));
    await audit(tx, by, 'vaccination.rejected', `rejected ${describe(current)}: ${reason}`, current, { verification: 'rejected', reason });
    const { businessName } = await readBusinessSettings(tx, deps.config);
    const name = vaccineName(current.record);
    await deps.notifications.notify(tx, current.owner.id, {
      type: 'warning',
      category: 'bookings',
      title: `${current.pet.name}'s ${name} record was not accepted`,
      message: `${businessName} could not accept ${current.pet.name}'s ${name} record: ${asSentence(reason)} Please correct the record or upload a clearer proof.`,
      data: { url: `/pets/${current.pet.id}#vaccinations`, petId: current.pet.id, vaccinationId: id },
    });
    return readReview(tx, id);
  });
}

const reviewQuery = (db: Deps['db'] | Tx) =>
  db
    .select(reviewColumns)
    .from(vaccinations)
    .innerJoin(pets, eq(pets.id, vaccinations.petId))
    .innerJoin(users, eq(users.id, pets.ownerId))
    .leftJoin(verifier, eq(verifier.id, vaccinations.verifiedBy));

type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewQuery>['where']>>[number];

async function lockRecord(tx: Tx, id: number): Promise<ReviewRow> {
  const [row] = await reviewQuery(tx)
    .where(and(eq(vaccinations.id, id), isNull(pets.archivedAt)))
    .for('update', { of: vaccinations });
  if (!row) throw notFound(RECORD_LABEL);
  return row;
}

async function readReview(tx: Tx, id: number): Promise<Review> {
  const [row] = await reviewQuery(tx).where(eq(vaccinations.id, id));
  return toReview(row);
}

function toReview({ record, pet, owner, verifierId, verifierName }: ReviewRow) {
  return {
    ...record,
    pet,
    owner,
    proofKind: proofKindOf(record.proof),
    verifiedBy: verifierId === null ? null : { id: verifierId, name: verifierName },
  };
}
export type Review = ReturnType<typeof toReview>;

/** Proofs are stored under a name with the extension of their checked type (vaccination-proof.service.ts). */
function proofKindOf(proof: string | null): 'image' | 'pdf' | null {
  if (!proof) return null;
  return proof.toLowerCase().endsWith('.pdf') ? 'pdf' : 'image';
}

/** The reason as a sentence, whether or not staff ended it with a stop. */
const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

const describe = (row: ReviewRow) => `${row.pet.name}'s ${vaccineName(row.record)} record #${row.record.id} (owner ${row.owner.name})`;

async function audit(
  tx: Tx,
  by: SessionUser,
  kind: 'vaccination.verified' | 'vaccination.rejected',
  summary: string,
  before: ReviewRow,
  after: Record<string, unknown>,
) {
  const person = await personOf(tx, by.id);
  await recordAudit(tx, {
    actorId: by.id,
    kind,
    summary: `${person ? personLabel(person) : 'Staff'}: ${summary}`,
    before: { verification: before.record.verification, reason: before.record.verificationReason },
    after: { vaccinationId: before.record.id, petId: before.pet.id, ...after },
  });
}
