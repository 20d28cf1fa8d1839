// Pets and their vet records.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CareInstructions } from '../../../common/care-schemas';
import { PET_TYPE_VALUES, type PetType } from '../../../common/pet-schemas';
import { VACCINE_CODES, VERIFICATION_STATES, type VaccineCode, type VerificationState } from '../../../common/vaccine-choices';
import { userRef } from './accounts';
import { checkOneOf, createdAt, id, reference, timestamptz, updatedAt, type OnDelete } from './columns';

export const pets = pgTable(
  'pets',
  {
    id: id(),
    ownerId: userRef('owner_id', 'cascade').notNull(),
    name: text('name').notNull(),
    petType: text('pet_type').$type<PetType>().notNull().default('dog'),
    breed: text('breed').notNull(),
    age: integer('age'),
    size: text('size'),
    temperament: text('temperament'),
    dietaryNeeds: text('dietary_needs'),
    medicalConditions: text('medical_conditions'),
    vaccinationStatus: text('vaccination_status'),
    profilePhoto: text('profile_photo'),
    // Pets with bookings are archived, not deleted, so payment history stays intact.
    archivedAt: timestamptz('archived_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('pets_owner_id_idx').on(t.ownerId),
    // Serving an uploaded photo finds its pet by address.
    index('pets_profile_photo_idx').on(t.profilePhoto),
    checkOneOf('pets_pet_type_check', t.petType, PET_TYPE_VALUES),
    check('pets_age_check', sql`${t.age} is null or (${t.age} >= 0 and ${t.age} <= 100)`),
  ],
);

/**
 * A pet's care instructions (decisions.md 54): feeding, medications, emergency contact, vet and who
 * may pick the pet up, as the owner last gave them. One row per pet, written whole.
 */
export const petCare = pgTable('pet_care', {
  petId: integer('pet_id')
    .primaryKey()
    .references(() => pets.id, { onDelete: 'cascade' }),
  instructions: jsonb('instructions').$type<CareInstructions>().notNull(),
  updatedAt: updatedAt(),
});

/** A column pointing at a pet, e.g. `petRef('pet_id', 'cascade').notNull()`. */
export function petRef(name: string, onDelete: OnDelete) {
  return reference(name, () => pets.id, onDelete);
}

// The product's client (decisions.md 37) sends some fields twice under two names (date/visitDate, vetName/veterinarian,
// nextAppointmentDate/followUpDate); both copies are stored (see vetRecordFields in common/).
export const vetRecords = pgTable(
  'vet_records',
  {
    id: id(),
    petId: petRef('pet_id', 'cascade').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    vetName: text('vet_name'),
    recordType: text('record_type'),
    notes: text('notes'),
    nextAppointmentDate: date('next_appointment_date', { mode: 'string' }),
    attachments: jsonb('attachments').$type<string[]>(),
    visitDate: date('visit_date', { mode: 'string' }),
    veterinarian: text('veterinarian'),
    clinicName: text('clinic_name'),
    diagnosis: text('diagnosis'),
    treatment: text('treatment'),
    medications: text('medications'),
    vaccinations: text('vaccinations'),
    labResults: text('lab_results'),
    followUpDate: date('follow_up_date', { mode: 'string' }),
    documents: jsonb('documents').$type<string[]>(),
    createdAt: createdAt(),
  },
  // The pet's records newest visit first (date desc, id desc), read backwards.
  (t) => [index('vet_records_pet_date_idx').on(t.petId, t.date, t.id)],
);

/**
 * One vaccine given to a pet: when, until when it protects, and the proof. Bookings check these
 * (common/vaccines.ts says which a service requires). `proof` is an upload address.
 */
export const vaccinations = pgTable(
  'vaccinations',
  {
    id: id(),
    petId: petRef('pet_id', 'cascade').notNull(),
    vaccine: text('vaccine').$type<VaccineCode>().notNull(),
    /** The vaccine's name when `vaccine` is 'other'. */
    otherName: text('other_name'),
    givenOn: date('given_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    batchNumber: text('batch_number'),
    clinic: text('clinic'),
    proof: text('proof'),
    /** The vet visit it was entered from, if any. */
    vetRecordId: reference('vet_record_id', () => vetRecords.id, 'set null'),
    /** Staff's check of the proof (issue 28); an owner's edit sets it back to 'unverified'. */
    verification: text('verification').$type<VerificationState>().notNull().default('unverified'),
    /** Why staff rejected it; null unless rejected. */
    verificationReason: text('verification_reason'),
    /** Who verified or rejected it, and when (null while unverified). */
    verifiedBy: userRef('verified_by', 'set null'),
    verifiedAt: timestamptz('verified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vaccinations_pet_id_idx').on(t.petId),
    index('vaccinations_proof_idx').on(t.proof),
    // The staff queue: one state, longest waiting first.
    index('vaccinations_verification_idx').on(t.verification, t.updatedAt, t.id),
    checkOneOf('vaccinations_vaccine_check', t.vaccine, VACCINE_CODES),
    checkOneOf('vaccinations_verification_check', t.verification, VERIFICATION_STATES),
    check('vaccinations_dates_check', sql`${t.expiresOn} >= ${t.givenOn}`),
    check('vaccinations_other_name_check', sql`${t.vaccine} <> 'other' or ${t.otherName} is not null`),
  ],
);

/** The reminders sent about a vaccination record, so each kind goes out once (the daily job). */
export const vaccinationReminders = pgTable(
  'vaccination_reminders',
  {
    id: id(),
    vaccinationId: reference('vaccination_id', () => vaccinations.id, 'cascade').notNull(),
    /** 'due_in_30_days', 'due_in_7_days' or 'expires_today' (common/vaccine-reminders.ts). */
    kind: text('kind').notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vaccination_reminders_record_kind_key').on(t.vaccinationId, t.kind)],
);
