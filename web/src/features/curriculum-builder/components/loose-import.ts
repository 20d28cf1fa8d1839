// An imported program that did not pass the schema still goes into the form, as far as it can:
// each value of the right kind is kept, anything else becomes the form's empty value, so that the
// form's own validation (the same schema's words) shows each problem under its field (module,
// lesson, step...), as the Training Prompt page promises, instead of a list of paths in the dialog.
import { DIFFICULTIES, SUITABILITY_LEVELS, type Difficulty, type Suitability } from '@common/program-choices';
import { newId, type BuilderFormValues, type DescribedItem, type LessonValues, type ModuleValues } from './program-form-values';

type Raw = Record<string, unknown>;

const record = (value: unknown): Raw => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {});
const list = (value: unknown): Raw[] => (Array.isArray(value) ? value.map(record) : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** A number stays a number; anything else is left empty for the form to ask for. */
const amount = (value: unknown): number | string => (typeof value === 'number' ? value : '');
const idOf = (value: unknown): string => (typeof value === 'string' && value ? value : newId());

/** Ids are keys: an id seen twice in one list gets a fresh one. */
function keyed<T extends { id: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.map((item) => {
    const id = seen.has(item.id) ? newId() : item.id;
    seen.add(id);
    return { ...item, id };
  });
}

const described = (items: unknown): DescribedItem[] =>
  keyed(list(items).map((item) => ({ id: idOf(item.id), description: text(item.description) })));

function lessonOf(lesson: Raw): LessonValues {
  return {
    id: idOf(lesson.id),
    title: text(lesson.title),
    description: text(lesson.description),
    videoUrl: text(lesson.videoUrl),
    completionTime: amount(lesson.completionTime),
    steps: described(lesson.steps),
    successCriteria: described(lesson.successCriteria),
    tips: described(lesson.tips),
  };
}

function moduleOf(module: Raw): ModuleValues {
  return {
    id: idOf(module.id),
    title: text(module.title),
    description: text(module.description),
    duration: amount(module.duration),
    lessons: keyed(list(module.lessons).map(lessonOf)),
  };
}

/** The form values of any JSON object shaped like the program payload (price in cents). */
export function looseImportToFormValues(json: unknown): BuilderFormValues {
  const program = record(json);
  const content = record(program.content);
  // The product's top-level (decisions.md 37) copies of the content lists count when content lacks them.
  const contentList = (name: string) => (Array.isArray(content[name]) ? content[name] : program[name]);
  const difficulty = DIFFICULTIES.includes(program.difficulty as Difficulty) ? (program.difficulty as Difficulty) : 'beginner';
  return {
    title: text(program.title),
    difficulty,
    durationWeeks: amount(program.durationWeeks),
    price: typeof program.price === 'number' ? program.price / 100 : '',
    description: text(program.description),
    thumbnail: text(program.thumbnail),
    published: program.published === true,
    content: {
      modules: keyed(list(content.modules).map(moduleOf)),
      prerequisites: described(contentList('prerequisites')),
      equipment: keyed(
        list(contentList('equipment')).map((item) => ({ id: idOf(item.id), name: text(item.name), optional: item.optional === true })),
      ),
      breedRecommendations: keyed(
        list(contentList('breedRecommendations')).map((item) => ({
          id: idOf(item.id),
          breed: text(item.breed),
          suitability: SUITABILITY_LEVELS.includes(item.suitability as Suitability) ? (item.suitability as Suitability) : 'good',
          notes: text(item.notes),
        })),
      ),
    },
  };
}
