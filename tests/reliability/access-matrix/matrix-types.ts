// The shape of one row of the access matrix: who may call a route, whose objects it reaches, a
// request naming user A's objects, and the call that must succeed.
import type { InjectOptions } from 'fastify';
import type { Caller } from '../../helpers/api-call';
import type { ActorName, ObjectWorld } from '../../helpers/object-fixtures';
import type { FreshObjects } from './fresh-objects';

export type MatrixRequest = { url: string; payload?: InjectOptions['payload'] };

/** A stranger's request naming A's ids in a body, a filter or a cursor. */
export type CrossRequest = MatrixRequest & {
  as: ActorName | 'anonymous';
  /** 404 by default; a list answers 200 with nothing of A's in it. */
  status?: number;
  /** Text that must not appear in the answer (A's marker by default). */
  hidden?: string;
};

export type SuccessCall = MatrixRequest & { as: Caller; status: number; contains?: string };

export type RouteRule = {
  /**
   * public: anyone; user: signed in (401 otherwise); trainer: signed-in trainers (owners get 403);
   * staff: staff and admins (owners, trainers and applicants get 403); admin: admins only (staff too get 403).
   */
  access: 'public' | 'user' | 'trainer' | 'staff' | 'admin';
  /** Whose object the path names: what a stranger must not learn exists. */
  reaches: string;
  /** A request naming A's objects (a function: multipart bodies are read once). */
  request(w: ObjectWorld): MatrixRequest;
  /** Who must get 404 (with a message, A's data unchanged) for `request`. */
  strangers?: readonly (ActorName | 'anonymous')[];
  /** Who besides A may read it (trainerA, the pet's trainer): 200. */
  readers?: readonly ActorName[];
  cross?(w: ObjectWorld): CrossRequest[];
  /** The success status of `request` as A (trainerA on trainer routes, signed out on public ones). */
  ok?: number;
  /** Replaces the default success call (routes that delete, pay or need objects of their own). */
  success?(w: ObjectWorld, fresh: FreshObjects): Promise<SuccessCall>;
  /** The one API answer a shared cache may keep (the same training prompt PDF for everyone); every other is no-store. */
  publicCache?: true;
  /** Present only in some configurations (the Stripe webhook). */
  onlyWhen?: string;
  /** Checked over a real socket rather than app.inject. */
  socket?: true;
};

export type RouteMatrix = Record<string, RouteRule>;
