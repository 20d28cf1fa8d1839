// A program's curriculum (a jsonb column, whose keys PostgreSQL keeps in its own order) written
// back in the order of the API's response schema (common/program-schemas.ts), by hand: the minimal
// baseline's answers must be the app's bytes. Optional fields left out stay out.
type Item = Record<string, unknown>;
const described = (items: Item[]) => items.map((item) => ({ id: item.id, description: item.description }));

export function programContentOut(stored: unknown) {
  const content = stored as { modules: Item[]; prerequisites: Item[]; equipment: Item[]; breedRecommendations: Item[] };
  return {
    modules: content.modules.map((module) => ({
      id: module.id,
      title: module.title,
      description: module.description,
      duration: module.duration,
      lessons: (module.lessons as Item[]).map((lesson) => ({
        id: lesson.id,
        title: lesson.title,
        description: lesson.description,
        videoUrl: lesson.videoUrl,
        steps: described(lesson.steps as Item[]),
        successCriteria: described(lesson.successCriteria as Item[]),
        tips: described(lesson.tips as Item[]),
        completionTime: lesson.completionTime,
      })),
    })),
    prerequisites: described(content.prerequisites),
    equipment: content.equipment.map((item) => ({ id: item.id, name: item.name, optional: item.optional })),
    breedRecommendations: content.breedRecommendations.map((item) => ({
      id: item.id,
      breed: item.breed,
      suitability: item.suitability,
      notes: item.notes,
    })),
  };
}
