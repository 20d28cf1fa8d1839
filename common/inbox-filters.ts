// The staff inbox's filters (GET /api/conversations?filter=), in a module without zod: the inbox
// page draws its tabs from this list and need not load the schema library to do so.
export const INBOX_FILTERS = ['all', 'mine', 'unassigned', 'done'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];
