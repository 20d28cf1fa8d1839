// Skills' video rules, messages and species words without zod: the skills pages need only these
// (common/skill-schemas.ts builds the API's schemas on them and re-exports them).
import { PET_TYPE_VALUES, type PetType } from './pet-choices';

/** Video proof: the containers a phone or a browser records, checked by content on the server. */
export const SKILL_VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
export type SkillVideoType = (typeof SKILL_VIDEO_TYPES)[number];
/** decisions.md 28: video uploads up to 200 MB. */
export const SKILL_VIDEO_MAX_BYTES = 200 * 1024 * 1024;
/** The multipart field the video travels in. */
export const SKILL_VIDEO_FIELD = 'video';
export const VIDEO_WRONG_TYPE_MESSAGE = 'Please upload an MP4, WebM or QuickTime video.';

/** 'Videos can be at most 200 MB.' (the server may be configured lower). */
export function videoTooLargeMessage(maxBytes: number = SKILL_VIDEO_MAX_BYTES): string {
  const megabytes = maxBytes / (1024 * 1024);
  const size = megabytes >= 1 ? `${Math.floor(megabytes)} MB` : `${Math.max(1, Math.floor(maxBytes / 1024))} KB`;
  return `Videos can be at most ${size}.`;
}

/** Why a chosen file (by its declared type and size) cannot be a video proof, or null when it can. The server checks the bytes. */
export function skillVideoProblem(file: { type: string; size: number }): string | null {
  // Phones and browsers may give a recorded clip a type with codecs ('video/webm;codecs=vp9').
  const type = file.type.split(';')[0].trim().toLowerCase();
  if (!(SKILL_VIDEO_TYPES as readonly string[]).includes(type)) return VIDEO_WRONG_TYPE_MESSAGE;
  if (file.size > SKILL_VIDEO_MAX_BYTES) return videoTooLargeMessage();
  return null;
}

/** The species a skill is for, as a sentence says them ('dogs', 'small animals'). */
export const SPECIES_PLURAL: Record<PetType, string> = { dog: 'dogs', cat: 'cats', small_animal: 'small animals' };

/** 'For dogs', 'For dogs and cats', 'For dogs, cats and small animals', in PET_TYPE_VALUES order. */
export function skillSpeciesText(species: readonly PetType[]): string {
  const words = PET_TYPE_VALUES.filter((type) => species.includes(type)).map((type) => SPECIES_PLURAL[type]);
  if (words.length <= 1) return `For ${words[0] ?? 'no pets'}`;
  return `For ${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** Whether a skill suits a pet of this type (the server refuses the others, decisions.md 6). */
export const skillSuits = (skill: { species: readonly PetType[] }, petType: PetType) => skill.species.includes(petType);
