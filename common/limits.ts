// Input size limits (decisions.md 28, API conventions): names and titles 100 characters, free text 5,000,
// lists 200 items.
export const MAX_NAME_LENGTH = 100;
export const MAX_TEXT_LENGTH = 5000;
export const MAX_LIST_ITEMS = 200;
export const MIN_USERNAME_LENGTH = 3;
/** The business's saved replies (decisions.md 63). */
export const MAX_SAVED_REPLIES = 50;
export const MIN_PASSWORD_LENGTH = 6;

/** A notification's `data` (a link inside the app and a few ids) as JSON, in bytes (issue 27, item 10). */
export const MAX_NOTIFICATION_DATA_BYTES = 2048;

/** A training program's curriculum (`content`) as JSON, in bytes (issue 27, item 7). */
export const MAX_PROGRAM_CONTENT_BYTES = 256 * 1024;

/** Bytes of `value` written as JSON (UTF-8), the size it takes on the wire and in the database. */
export const jsonByteLength = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value) ?? '').length;
