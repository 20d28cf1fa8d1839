// The database schema, one file per concept under schema/ (money is integer cents).
// This barrel only re-exports them, because drizzle-kit reads a single schema entry
// (drizzle.config.ts) to write migrations, the Drizzle client needs every table in its typed
// `schema` object (client.ts), and the code across the project keeps importing '../db/schema'.
// The ref helpers (userRef, petRef, ...) come along; Drizzle ignores anything not a table.
export * from './schema/accounts';
export * from './schema/pets';
export * from './schema/programs';
export * from './schema/bookings';
export * from './schema/skills';
export * from './schema/cart';
export * from './schema/notifications';
export * from './schema/trainer-records';
export * from './schema/rate-limits';
export * from './schema/mail-queue';
export * from './schema/business';
export * from './schema/stay-journal';
export * from './schema/messages';
export * from './schema/trainer-schedule';
export * from './schema/booking-reminders';
export * from './schema/waitlist';
export * from './schema/payment-methods';
