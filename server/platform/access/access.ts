// Who may do what, decided in one place for every feature (decisions.md 1, STYLE habit 4).
// A service begins with `requireAccess(db, user, action, kind, id)`: it returns the object or
// throws. Missing and not yours are the same 404, so a caller never learns that another user's
// object exists; a role the caller lacks is a 403.
import type { Db, Tx } from '../../db/client';
import type { SessionUser } from '../auth-guard';
import { forbidden, notFound } from '../errors';
import { resources, type Ownership, type Resource, type ResourceId, type ResourceKind, type ResourceRow } from './resources';
import { trainerWorksWithPet } from './trainer-pets';

export type AccessAction = 'read' | 'change';
/** The parts of the signed-in user the rules look at (no staff flags: an owner's or trainer's rights only). */
export type AccessUser = Pick<SessionUser, 'id' | 'isTrainer'> & Partial<Pick<SessionUser, 'isStaff' | 'isAdmin'>>;

export type AccessOptions = {
  /** Lock the row for the rest of the transaction (pass the transaction as `db`). */
  lock?: boolean;
};

/** The object if `user` may do `action` to it; else 404 (missing or not theirs). */
export async function requireAccess<K extends ResourceKind>(
  db: Db | Tx,
  user: AccessUser,
  action: AccessAction,
  kind: K,
  id: ResourceId<K>,
  options: AccessOptions = {},
): Promise<ResourceRow<K>> {
  const found = await findWithAccess(db, user, action, kind, id, options);
  if (found === null) throw notFound(resources[kind].label);
  return found;
}

/** Like requireAccess, but null instead of a 404. */
export async function findWithAccess<K extends ResourceKind>(
  db: Db | Tx,
  user: AccessUser,
  action: AccessAction,
  kind: K,
  id: ResourceId<K>,
  options: AccessOptions = {},
): Promise<ResourceRow<K> | null> {
  const resource = resources[kind] as unknown as Resource<ResourceRow<K>, ResourceId<K>>;
  const owned = await resource.load(db, id, { lock: options.lock ?? false });
  if (!owned) return null;
  return (await isAllowed(db, user, action, resource, owned)) ? owned.row : null;
}

/**
 * requireAccess for an object the caller has already read with its ownership, joined into its own
 * query so that a hot read is one statement, not two (decisions.md 87): the same rules and the same
 * 404. `owned` is null when that query found nothing.
 */
export async function requireAccessToLoaded<Row>(
  db: Db | Tx,
  user: AccessUser,
  action: AccessAction,
  kind: ResourceKind,
  owned: Ownership<Row> | null,
): Promise<Row> {
  const resource = resources[kind] as unknown as Resource<unknown, unknown>;
  if (owned === null || !(await isAllowed(db, user, action, resource, owned))) throw notFound(resource.label);
  return owned.row;
}

/** The object's 404, for a service that finds it gone after an access check (a concurrent delete). */
export function notFoundError(kind: ResourceKind) {
  return notFound(resources[kind].label);
}

async function isAllowed<Row>(
  db: Db | Tx,
  user: AccessUser,
  action: AccessAction,
  resource: Resource<Row, unknown>,
  owned: Ownership<Row>,
): Promise<boolean> {
  const isOwner = owned.ownerId === user.id;
  const isAssignedTrainer = user.isTrainer && owned.assignedTrainerId === user.id;
  if (action === 'change') return resource.changedBy === 'owner' ? isOwner : isAssignedTrainer;
  if (isOwner || isAssignedTrainer || owned.everyoneMayRead) return true;
  // Staff care for every pet of the business: they read (never change) what that needs (decisions.md 17).
  if ((owned.staffMayRead ?? resource.staffMayRead) && (user.isStaff || user.isAdmin)) return true;
  // The one trainer rule: read-only, while the trainer works with the pet.
  return (
    user.isTrainer && resource.trainerMayReadThroughPet && owned.petId != null && (await trainerWorksWithPet(db, user.id, owned.petId))
  );
}

export type Role = 'trainer';

/**
 * 403 unless the user has the role; `message` names the action. Routes check roles with the auth
 * guard's preHandler (`requireTrainer`); this is for rules that need the role themselves.
 */
export function requireRole(user: AccessUser, role: Role, message = 'Only trainers can do that.'): void {
  if (role === 'trainer' && !user.isTrainer) throw forbidden(message);
}

/**
 * The pet, when the signed-in trainer may log records for it (it is their client pet, decisions.md
 * 16): 403 for an owner account, 404 for any other pet (their own included).
 */
export async function requireClientPet(db: Db | Tx, user: AccessUser, petId: number): Promise<ResourceRow<'pet'>> {
  requireRole(user, 'trainer');
  const pet = await findWithAccess(db, user, 'read', 'pet', petId);
  if (!pet || !(await trainerWorksWithPet(db, user.id, pet.id))) throw notFoundError('pet');
  return pet;
}
