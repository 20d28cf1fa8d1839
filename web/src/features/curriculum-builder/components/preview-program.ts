// 'Preview as owner': the unsaved form as the catalogue's Program, so the detail view shows it
// exactly as owners will see it. Lenient on purpose: a half-filled form still previews.
import type { Program } from '@common/program-schemas';
import type { BuilderFormValues } from './program-form-values';

const wholeNumber = (value: number | string, fallback: number) => {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) && value !== '' ? number : fallback;
};

export function previewProgram(values: BuilderFormValues, author: { id: number; name: string }, saved?: Program): Program {
  const now = new Date().toISOString();
  const { content } = values;
  return {
    id: saved?.id ?? 0,
    title: values.title,
    description: values.description,
    difficulty: values.difficulty,
    durationWeeks: wholeNumber(values.durationWeeks, 0),
    price: Math.round(wholeNumber(values.price, 0) * 100),
    thumbnail: values.thumbnail || null,
    createdBy: author.id,
    authorName: author.name,
    content: {
      modules: content.modules.map((module) => ({
        ...module,
        duration: wholeNumber(module.duration, 0),
        lessons: module.lessons.map(({ videoUrl, ...lesson }) => ({
          ...lesson,
          ...(videoUrl ? { videoUrl } : {}),
          completionTime: wholeNumber(lesson.completionTime, 0),
        })),
      })),
      prerequisites: content.prerequisites,
      equipment: content.equipment,
      breedRecommendations: content.breedRecommendations.map(({ notes, ...recommendation }) => ({
        ...recommendation,
        ...(notes ? { notes } : {}),
      })),
    },
    prerequisites: content.prerequisites,
    equipment: content.equipment,
    breedRecommendations: content.breedRecommendations.map(({ notes, ...recommendation }) => ({
      ...recommendation,
      ...(notes ? { notes } : {}),
    })),
    published: values.published,
    version: saved?.version ?? null,
    createdAt: saved?.createdAt ?? now,
    updatedAt: now,
  };
}
