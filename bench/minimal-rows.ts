// What the minimal baseline's routes share (minimal-server.ts): the raw driver's rows, the signed-in
// user, and the two conversions every answer needs written by hand.

export type Row = Record<string, unknown>;
export type Query = (text: string, params: unknown[]) => Promise<Row[]>;
export type SignedInUser = { id: number; isTrainer: boolean };

/** The app's default page (200) is longer than every bench list, so no route needs a cursor. */
export const PAGE = 200;

/** A timestamp column (a Date from either driver) as the app writes it, ISO 8601 in UTC. */
export const iso = (value: unknown) => (value === null ? null : (value as Date).toISOString());

// As common/program-thumbnail.ts: only our own uploads are shown.
const THUMBNAIL_ADDRESS = /^\/uploads\/program-thumbnails\/[a-f0-9]{32}\.(jpg|png|webp)$/;
export const shownThumbnail = (value: unknown) => (typeof value === 'string' && THUMBNAIL_ADDRESS.test(value) ? value : null);
