// Every PostgreSQL advisory lock id the app takes, named in one place so two can never collide
// (a second use of one id would make unrelated work wait on each other, or worse, run together
// when one side thinks it holds its own lock). The 724_151 prefix keeps them apart from other
// applications sharing the database server. A new lock gets a new entry here, never a literal.
export const ADVISORY_LOCKS = {
  /** One instance applies migrations while the others wait (db/client.ts). */
  migrations: 724_151_001,
  /** One instance seeds an empty database (db/seed.ts). */
  seed: 724_151_002,
  /** Two checkouts never pick the same "least loaded" trainer (domain/skills/skill-trainers.ts). */
  skillAssignment: 724_151_010,
  /** One instance at a time runs the vaccination reminders (features/vaccinations). */
  vaccinationReminders: 724_151_012,
  /** One instance at a time sends the stay journals' daily digests (domain/stay-journal). */
  journalDigests: 724_151_013,
  /** One instance at a time mails and settles the messages left unread (domain/messages/away-mail.ts). */
  awayMail: 724_151_014,
  /** One instance at a time sends the day-before booking reminders (domain/bookings/booking-reminders.ts). */
  bookingReminders: 724_151_015,
  /** Offers, claims and leaving the waitlist run one at a time (domain/waitlist, decisions.md 67). */
  waitlist: 724_151_016,
  /** First key of the two-key lock serialising boarding capacity (domain/bookings/capacity-locks.ts). */
  boardingCapacity: 724_151_101,
  /** Serialises daycare bookings against the daycare capacity (domain/bookings/capacity-locks.ts). */
  daycareCapacity: 724_151_104,
  /** First key of the two-key lock per training hour; the second key is the hour. */
  trainingHour: 724_151_102,
  /** Trainers' schedules: bookings take it shared, a schedule's save exclusive (domain/bookings/capacity-locks.ts). */
  trainerSchedules: 724_151_103,
} as const;
