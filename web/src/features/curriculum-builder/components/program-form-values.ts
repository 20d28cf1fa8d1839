// The builder form's values (decisions.md 33 and 31 defaults), and the ways into and out of them:
// a saved program (cents -> whole dollars), an imported program payload, and the API payload.
// Every list item carries a client-made id (crypto.randomUUID), which is also its React key.
import type { Program, ProgramInput, ProgramInputParsed } from '@common/program-schemas';
import type { Difficulty, Suitability } from '@common/program-choices';

export type DescribedItem = { id: string; description: string };
export type LessonValues = {
  id: string;
  title: string;
  description: string;
  videoUrl: string;
  completionTime: number | string;
  steps: DescribedItem[];
  successCriteria: DescribedItem[];
  tips: DescribedItem[];
};
export type ModuleValues = { id: string; title: string; description: string; duration: number | string; lessons: LessonValues[] };
export type EquipmentValues = { id: string; name: string; optional: boolean };
export type BreedRecommendationValues = { id: string; breed: string; suitability: Suitability; notes: string };

export type BuilderFormValues = {
  title: string;
  difficulty: Difficulty;
  durationWeeks: number | string;
  /** Whole dollars (decisions.md 31); the payload carries cents. */
  price: number | string;
  description: string;
  thumbnail: string;
  published: boolean;
  content: {
    modules: ModuleValues[];
    prerequisites: DescribedItem[];
    equipment: EquipmentValues[];
    breedRecommendations: BreedRecommendationValues[];
  };
};

export const newId = () => crypto.randomUUID();

export const newDescribedItem = (): DescribedItem => ({ id: newId(), description: '' });

export const newLesson = (): LessonValues => ({
  id: newId(),
  title: 'New Lesson',
  description: '',
  videoUrl: '',
  completionTime: 15,
  steps: [],
  successCriteria: [],
  tips: [],
});

export const newModule = (): ModuleValues => ({ id: newId(), title: 'New Module', description: '', duration: 7, lessons: [] });

export const newEquipment = (): EquipmentValues => ({ id: newId(), name: '', optional: false });

export const newBreedRecommendation = (): BreedRecommendationValues => ({ id: newId(), breed: '', suitability: 'good', notes: '' });

/** decisions.md 31 (prices): beginner, 4 weeks, $99, unpublished, no curriculum yet. */
export const emptyProgramForm = (): BuilderFormValues => ({
  title: '',
  difficulty: 'beginner',
  durationWeeks: 4,
  price: 99,
  description: '',
  thumbnail: '',
  published: false,
  content: { modules: [], prerequisites: [], equipment: [], breedRecommendations: [] },
});

const copyItems = (items: DescribedItem[]) => items.map((item) => ({ ...item, id: newId() }));

/** A copy with fresh ids all the way down, so the copy and the original never share a key. */
export function duplicateLesson(lesson: LessonValues): LessonValues {
  return {
    ...lesson,
    id: newId(),
    steps: copyItems(lesson.steps),
    successCriteria: copyItems(lesson.successCriteria),
    tips: copyItems(lesson.tips),
  };
}

export function duplicateModule(module: ModuleValues): ModuleValues {
  return { ...module, id: newId(), lessons: module.lessons.map(duplicateLesson) };
}

/** Ids are keys: an id seen twice in one list (a hand-written import) gets a fresh one. */
function uniqueIds<T extends { id: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.map((item) => {
    const id = seen.has(item.id) ? newId() : item.id;
    seen.add(id);
    return id === item.id ? item : { ...item, id };
  });
}

type ProgramContent = Program['content'];

function contentToForm(content: ProgramContent): BuilderFormValues['content'] {
  return {
    modules: uniqueIds(
      content.modules.map((module) => ({
        id: module.id,
        title: module.title,
        description: module.description ?? '',
        duration: module.duration,
        lessons: uniqueIds(
          module.lessons.map((lesson) => ({
            id: lesson.id,
            title: lesson.title,
            description: lesson.description ?? '',
            videoUrl: lesson.videoUrl ?? '',
            completionTime: lesson.completionTime,
            steps: uniqueIds(lesson.steps.map(({ id, description }) => ({ id, description }))),
            successCriteria: uniqueIds(lesson.successCriteria.map(({ id, description }) => ({ id, description }))),
            tips: uniqueIds(lesson.tips.map(({ id, description }) => ({ id, description }))),
          })),
        ),
      })),
    ),
    prerequisites: uniqueIds(content.prerequisites.map(({ id, description }) => ({ id, description }))),
    equipment: uniqueIds(content.equipment.map(({ id, name, optional }) => ({ id, name, optional }))),
    breedRecommendations: uniqueIds(
      content.breedRecommendations.map(({ id, breed, suitability, notes }) => ({ id, breed, suitability, notes: notes ?? '' })),
    ),
  };
}

/** A saved program in the form: the API's cents become the builder's whole dollars. */
export function programToFormValues(program: Program): BuilderFormValues {
  return {
    title: program.title,
    difficulty: program.difficulty,
    durationWeeks: program.durationWeeks,
    price: program.price / 100,
    description: program.description,
    thumbnail: program.thumbnail ?? '',
    published: program.published,
    content: contentToForm(program.content),
  };
}

/**
 * An imported payload (already checked by programInputSchema) in the form. Its price is in
 * cents, as in the API and the training prompt; a price with cents shows the form's
 * 'whole number of dollars' error at the price field instead of being rounded silently.
 */
export function importedProgramToFormValues(input: ProgramInputParsed): BuilderFormValues {
  return {
    title: input.title,
    difficulty: input.difficulty,
    durationWeeks: input.durationWeeks,
    price: input.price / 100,
    description: input.description,
    thumbnail: input.thumbnail ?? '',
    published: input.published,
    content: contentToForm(input.content),
  };
}

/**
 * The shared schemas (and zod with them), fetched when the form is first used rather than with the
 * page (deferred-schema.ts): building them took a phone's main thread for a tenth of a second or
 * more while the builder first drew, and only the checks and the save need them. The form's checks
 * are its `programFormSchema`, so messages match the server's word for word.
 */
export const loadProgramSchemas = () => import('@common/program-schemas');

type ProgramSchemas = Awaited<ReturnType<typeof loadProgramSchemas>>;

/** The POST/PUT body for valid form values: trimmed, cents, the product's top-level (decisions.md 37) list copies. */
export function programPayload(schemas: ProgramSchemas, values: BuilderFormValues): ProgramInput {
  return schemas.programPayloadFromForm(schemas.programFormSchema.parse(values));
}
