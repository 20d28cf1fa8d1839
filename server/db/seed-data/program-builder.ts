// Turns a program written as plain text lists into the curriculum JSON of decisions.md 40 "Program JSON"
// clarification, giving every module, lesson and list item a stable id. Stable ids keep the
// seeded content identical on every start-up.
import type { ProgramContent } from '../../../common/program-content-schema';
import type { Suitability } from '../../../common/program-choices';

export type LessonDraft = {
  title: string;
  description: string;
  /** Minutes one practice session takes. */
  minutes: number;
  steps: string[];
  successCriteria: string[];
  tips: string[];
};

export type ModuleDraft = {
  title: string;
  description: string;
  days: number;
  lessons: LessonDraft[];
};

export type ProgramDraft = {
  /** Prefix for every id in this program, e.g. 'basic-obedience'. */
  key: string;
  title: string;
  description: string;
  difficulty: 'beginner' | 'intermediate' | 'advanced';
  durationWeeks: number;
  priceCents: number;
  modules: ModuleDraft[];
  prerequisites: string[];
  equipment: { name: string; optional?: boolean }[];
  breedRecommendations: { breed: string; suitability: Suitability; notes?: string }[];
};

/** A training_programs row without its author. */
export type SeedProgram = {
  title: string;
  description: string;
  difficulty: ProgramDraft['difficulty'];
  durationWeeks: number;
  price: number;
  content: ProgramContent;
  prerequisites: ProgramContent['prerequisites'];
  equipment: ProgramContent['equipment'];
  breedRecommendations: ProgramContent['breedRecommendations'];
  published: true;
};

const described = (prefix: string, texts: string[]) => texts.map((description, index) => ({ id: `${prefix}-${index + 1}`, description }));

export function buildProgram(draft: ProgramDraft): SeedProgram {
  const modules = draft.modules.map((module, moduleIndex) => {
    const moduleId = `${draft.key}-m${moduleIndex + 1}`;
    return {
      id: moduleId,
      title: module.title,
      description: module.description,
      duration: module.days,
      lessons: module.lessons.map((lesson, lessonIndex) => {
        const lessonId = `${moduleId}-l${lessonIndex + 1}`;
        return {
          id: lessonId,
          title: lesson.title,
          description: lesson.description,
          steps: described(`${lessonId}-step`, lesson.steps),
          successCriteria: described(`${lessonId}-criterion`, lesson.successCriteria),
          tips: described(`${lessonId}-tip`, lesson.tips),
          completionTime: lesson.minutes,
        };
      }),
    };
  });
  const prerequisites = described(`${draft.key}-prerequisite`, draft.prerequisites);
  const equipment = draft.equipment.map((item, index) => ({
    id: `${draft.key}-equipment-${index + 1}`,
    name: item.name,
    optional: item.optional ?? false,
  }));
  const breedRecommendations = draft.breedRecommendations.map((item, index) => ({
    id: `${draft.key}-breed-${index + 1}`,
    breed: item.breed,
    suitability: item.suitability,
    ...(item.notes ? { notes: item.notes } : {}),
  }));
  return {
    title: draft.title,
    description: draft.description,
    difficulty: draft.difficulty,
    durationWeeks: draft.durationWeeks,
    price: draft.priceCents,
    content: { modules, prerequisites, equipment, breedRecommendations },
    prerequisites,
    equipment,
    breedRecommendations,
    published: true,
  };
}
