// The shape of a training program's curriculum JSON (decisions.md 40, "Program JSON" clarification).
// Field names are fixed so every client agrees; ids are client-made strings.
import { z } from 'zod';
import { SUITABILITY_LEVELS } from './program-choices';

/** A training step, success criterion, tip or prerequisite. */
export const describedItemSchema = z.strictObject({
  id: z.string().min(1),
  description: z.string().min(1),
});

export const lessonSchema = z.strictObject({
  id: z.string().min(1),
  title: z.string().min(1),
  description: z.string(),
  videoUrl: z.string().optional(),
  steps: z.array(describedItemSchema),
  successCriteria: z.array(describedItemSchema),
  tips: z.array(describedItemSchema),
  /** Minutes. */
  completionTime: z.number().int().min(1),
});

export const moduleSchema = z.strictObject({
  id: z.string().min(1),
  title: z.string().min(1),
  description: z.string(),
  /** Days. */
  duration: z.number().int().min(1),
  lessons: z.array(lessonSchema),
});

export const equipmentSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  optional: z.boolean(),
});

export const breedRecommendationSchema = z.strictObject({
  id: z.string().min(1),
  breed: z.string().min(1),
  suitability: z.enum(SUITABILITY_LEVELS),
  notes: z.string().optional(),
});

export const programContentSchema = z.strictObject({
  modules: z.array(moduleSchema),
  prerequisites: z.array(describedItemSchema),
  equipment: z.array(equipmentSchema),
  breedRecommendations: z.array(breedRecommendationSchema),
});

export type DescribedItem = z.infer<typeof describedItemSchema>;
export type Lesson = z.infer<typeof lessonSchema>;
export type ProgramModule = z.infer<typeof moduleSchema>;
export type Equipment = z.infer<typeof equipmentSchema>;
export type BreedRecommendation = z.infer<typeof breedRecommendationSchema>;
export type ProgramContent = z.infer<typeof programContentSchema>;
