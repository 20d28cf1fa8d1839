// The catalogue of single training skills a pet owner can buy (decisions.md 34).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { PET_TYPE_VALUES, type PetType } from '../../../common/pet-schemas';
import { createdAt, id, reference, type OnDelete } from './columns';

const petTypeArray = sql.raw(`array[${PET_TYPE_VALUES.map((value) => `'${value}'`).join(', ')}]::text[]`);

export const trainingSkills = pgTable(
  'training_skills',
  {
    id: id(),
    name: text('name').notNull().unique(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    minimumNights: integer('minimum_nights').notNull().default(1),
    price: integer('price').notNull(),
    published: boolean('published').notNull().default(true),
    steps: jsonb('steps').$type<string[]>().notNull(),
    // The species the skill suits (pet types, at least one); a pet of another species cannot have it.
    species: text('species').array().$type<PetType[]>().notNull(),
    videoUrl: text('video_url'),
    thumbnail: text('thumbnail'),
    createdAt: createdAt(),
  },
  (t) => [
    index('training_skills_category_idx').on(t.category),
    check('training_skills_price_check', sql`${t.price} >= 0`),
    check('training_skills_minimum_nights_check', sql`${t.minimumNights} >= 0`),
    check('training_skills_species_check', sql`cardinality(${t.species}) > 0 and ${t.species} <@ ${petTypeArray}`),
  ],
);

/** A column pointing at a training skill, e.g. `skillRef('skill_id', 'restrict').notNull()`. */
export function skillRef(name: string, onDelete: OnDelete) {
  return reference(name, () => trainingSkills.id, onDelete);
}
