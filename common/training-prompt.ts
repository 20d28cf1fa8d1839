// The training prompt (issue 8): what a trainer gives an AI assistant so it drafts a program in
// exactly the curriculum builder's JSON. The PDF (GET /api/dog-training-prompt.pdf) prints it and
// /training-prompt describes it, both from this file, so they always say the same thing. Every
// bound comes from PROGRAM_LIMITS and the shared limits, so the prompt never promises more than
// programInputSchema accepts. Plain ASCII only: the PDF's standard fonts cover nothing more.
import { MAX_NAME_LENGTH, MAX_TEXT_LENGTH } from './limits';
import { DIFFICULTIES, SUITABILITY_LEVELS } from './program-choices';
import { PROGRAM_LIMITS } from './program-schemas';
import { trainingPromptExample } from './training-prompt-example';
import { formatWholeDollars } from './money';

export const TRAINING_PROMPT_TITLE = 'Dog Training Program Prompt';
export const TRAINING_PROMPT_SUBTITLE =
  'Draft a complete training program with an AI assistant, then import it into the PawsConnect Curriculum Builder.';
export const TRAINING_PROMPT_FILE_NAME = 'dog-training-prompt.pdf';

export const TRAINING_PROMPT_AUDIENCE =
  'For PawsConnect trainers who build programs in the Curriculum Builder. The prompt asks an AI assistant (ChatGPT, Claude, Gemini or similar) ' +
  'to write a whole program - modules, lessons, steps, success criteria, tips, prerequisites, equipment and breed recommendations - as JSON ' +
  'the builder imports as it is. You stay the expert: review every lesson before you publish.';

/** The how-to steps, in order (also listed on /training-prompt). */
export const TRAINING_PROMPT_STEPS = [
  'Download this PDF and open your AI assistant.',
  'Copy the prompt below into the assistant.',
  'Replace the lines in square brackets with your program idea: the skill, the dogs it is for, the length and the price.',
  'Send it and let the assistant answer with the program as JSON only.',
  'In the Curriculum Builder, choose Import JSON and paste the answer.',
  'Fix anything the builder marks: each error is shown at the field that caused it.',
  'Review every module and lesson, preview it as an owner, then publish.',
] as const;

const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`).join(', ');
const listOf = (max: number) => `list of at most ${max}`;
const L = PROGRAM_LIMITS;

/** One rule per field of the builder's JSON, by path. */
export const TRAINING_PROMPT_FIELDS: readonly { path: string; rule: string }[] = [
  { path: 'title', rule: `text, 3 to ${MAX_NAME_LENGTH} characters` },
  { path: 'description', rule: `text, 10 to ${MAX_TEXT_LENGTH} characters` },
  { path: 'difficulty', rule: `one of ${quoted(DIFFICULTIES)}` },
  { path: 'durationWeeks', rule: `whole number of weeks, 1 to ${L.maxWeeks}` },
  {
    path: 'price',
    rule: `whole number of CENTS, 0 to ${L.maxPriceDollars * 100} (14900 means $149.00; at most ${formatWholeDollars(L.maxPriceDollars)})`,
  },
  {
    path: 'thumbnail',
    rule: 'leave it empty (""): the trainer uploads a thumbnail image in the builder after the import',
  },
  { path: 'published', rule: 'true or false; use false so the trainer reviews the draft first' },
  { path: 'content.modules', rule: `${listOf(L.modules)} modules` },
  { path: 'content.modules[].id', rule: `text id, 1 to ${L.idLength} characters, unique in the program (e.g. "m1")` },
  { path: 'content.modules[].title', rule: `text, 1 to ${MAX_NAME_LENGTH} characters` },
  { path: 'content.modules[].description', rule: `text, at most ${MAX_TEXT_LENGTH} characters` },
  { path: 'content.modules[].duration', rule: `whole number of DAYS, 1 to ${L.maxModuleDays}` },
  { path: 'content.modules[].lessons', rule: `${listOf(L.lessonsPerModule)} lessons` },
  { path: 'content.modules[].lessons[].id', rule: `text id, 1 to ${L.idLength} characters, unique (e.g. "m1-l1")` },
  { path: 'content.modules[].lessons[].title', rule: `text, 1 to ${MAX_NAME_LENGTH} characters` },
  { path: 'content.modules[].lessons[].description', rule: `text, at most ${MAX_TEXT_LENGTH} characters` },
  {
    path: 'content.modules[].lessons[].videoUrl',
    rule: `optional video address starting with http:// or https://; leave it out if there is none`,
  },
  { path: 'content.modules[].lessons[].steps', rule: `${listOf(L.itemsPerList)} items {id, description}, in training order` },
  {
    path: 'content.modules[].lessons[].successCriteria',
    rule: `${listOf(L.itemsPerList)} items {id, description}: how the owner knows the lesson is done`,
  },
  { path: 'content.modules[].lessons[].tips', rule: `${listOf(L.itemsPerList)} items {id, description}` },
  { path: 'content.modules[].lessons[].completionTime', rule: `whole number of MINUTES one session takes, 1 to ${L.maxLessonMinutes}` },
  { path: 'content.prerequisites', rule: `${listOf(L.itemsPerList)} items {id, description}` },
  {
    path: 'content.equipment',
    rule: `${listOf(L.itemsPerList)} items {id, name, optional}: name 1 to ${MAX_NAME_LENGTH} characters, optional true or false`,
  },
  {
    path: 'content.breedRecommendations',
    rule: `${listOf(L.itemsPerList)} items {id, breed, suitability, notes}: breed 1 to ${MAX_NAME_LENGTH} characters, suitability one of ${quoted(SUITABILITY_LEVELS)}, notes optional text`,
  },
  { path: '{id, description} items', rule: `id as above; description 1 to ${L.itemText} characters` },
];

/** The JSON skeleton shown in the prompt: every key, in the builder's order. */
export const TRAINING_PROMPT_SKELETON = `{
  "title": "...",
  "description": "...",
  "difficulty": "beginner",
  "durationWeeks": 4,
  "price": 9900,
  "thumbnail": "",
  "published": false,
  "content": {
    "modules": [
      {
        "id": "m1",
        "title": "...",
        "description": "...",
        "duration": 7,
        "lessons": [
          {
            "id": "m1-l1",
            "title": "...",
            "description": "...",
            "videoUrl": "https://...",
            "steps": [{ "id": "m1-l1-s1", "description": "..." }],
            "successCriteria": [{ "id": "m1-l1-c1", "description": "..." }],
            "tips": [{ "id": "m1-l1-t1", "description": "..." }],
            "completionTime": 15
          }
        ]
      }
    ],
    "prerequisites": [{ "id": "p1", "description": "..." }],
    "equipment": [{ "id": "e1", "name": "...", "optional": false }],
    "breedRecommendations": [{ "id": "b1", "breed": "...", "suitability": "good", "notes": "..." }]
  }
}`;

/** A piece of the prompt: a paragraph, a bullet, or preformatted JSON. */
export type PromptBlock = { kind: 'text' | 'bullet' | 'code'; text: string };

/** The prompt itself, block by block (the PDF lays it out; trainingPromptText() copies it). */
export const TRAINING_PROMPT_BLOCKS: readonly PromptBlock[] = [
  {
    kind: 'text',
    text: 'You are an experienced, force-free dog trainer. Write a complete dog training program for the PawsConnect Curriculum Builder.',
  },
  { kind: 'text', text: 'My program idea:' },
  { kind: 'bullet', text: 'Skill or problem: [for example, loose-leash walking]' },
  { kind: 'bullet', text: 'Dogs it is for: [age, experience, breeds or sizes]' },
  { kind: 'bullet', text: 'Length: [number of weeks]; price: [dollars]; difficulty: [beginner, intermediate or advanced]' },
  {
    kind: 'text',
    text: 'Answer with ONE JSON object and nothing else: no explanation, no Markdown fences, no comments, no trailing commas. Use exactly this structure and these field names, and no other fields:',
  },
  { kind: 'code', text: TRAINING_PROMPT_SKELETON },
  { kind: 'text', text: 'Rules for each field:' },
  ...TRAINING_PROMPT_FIELDS.map((field): PromptBlock => ({ kind: 'bullet', text: `${field.path}: ${field.rule}.` })),
  { kind: 'text', text: 'Also:' },
  { kind: 'bullet', text: 'Give every module, lesson and list item its own short id, never reused anywhere in the program.' },
  { kind: 'bullet', text: 'Make the module durations add up to durationWeeks x 7 days.' },
  { kind: 'bullet', text: 'Give each lesson 3 to 6 concrete steps, at least one measurable success criterion and at least one tip.' },
  { kind: 'bullet', text: 'Use positive reinforcement only, and plain language an owner can follow at home.' },
];

/** The prompt as plain text, ready to paste into an assistant. */
export function trainingPromptText(): string {
  return TRAINING_PROMPT_BLOCKS.map((block) => (block.kind === 'bullet' ? `- ${block.text}` : block.text)).join('\n\n');
}

/**
 * JSON indented two spaces a level, but with any object or list that fits in `width` columns
 * kept on one line, and every flat item (`{ "id": "e1", "name": "Leash", "optional": false }`)
 * on one line of its own: that reads better, and prints shorter, than five lines an item.
 */
export function compactJson(value: unknown, width = 88, indent = ''): string {
  const inline = inlineJson(value);
  if (value === null || typeof value !== 'object' || indent.length + inline.length <= width || isLeafObject(value)) return inline;
  const inner = `${indent}  `;
  const items = Array.isArray(value)
    ? value.map((item) => inner + compactJson(item, width, inner))
    : Object.entries(value as Record<string, unknown>)
        .filter(([, item]) => item !== undefined)
        .map(([key, item]) => `${inner}${JSON.stringify(key)}: ${compactJson(item, width, inner)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  return `${open}\n${items.join(',\n')}\n${indent}${close}`;
}

/** A list item such as a step (`{id, description}`): one line, however long, wrapped when printed. */
const isLeafObject = (value: object) =>
  !Array.isArray(value) && Object.values(value).every((item) => item === null || typeof item !== 'object');

function inlineJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(inlineJson).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
  return entries.length === 0 ? '{}' : `{ ${entries.map(([key, item]) => `${JSON.stringify(key)}: ${inlineJson(item)}`).join(', ')} }`;
}

/** The worked example, pretty-printed as the assistant should answer. */
export function trainingPromptExampleJson(): string {
  return compactJson(trainingPromptExample);
}
