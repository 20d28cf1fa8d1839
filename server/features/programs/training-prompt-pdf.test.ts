// GET /api/dog-training-prompt.pdf: a real multi-page PDF whose text names every field of the
// builder's JSON, and a worked example the builder and the API accept as it is.
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { programInputSchema } from '../../../common/program-schemas';
import {
  TRAINING_PROMPT_FIELDS,
  TRAINING_PROMPT_STEPS,
  trainingPromptExampleJson,
  trainingPromptText,
} from '../../../common/training-prompt';
import { trainingPromptExample } from '../../../common/training-prompt-example';
import { pdfText } from '../../../tests/helpers/pdf-text';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import { CONTENT_WIDTH, wrapCode } from '../../platform/pdf-layout';

const t = useTestApp();

describe('GET /api/dog-training-prompt.pdf', () => {
  it('is a public, inline, multi-page PDF', async () => {
    const res = await t.call('GET', '/api/dog-training-prompt.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="dog-training-prompt.pdf"');
    // The app's CSP has object-src 'none', which would stop Chrome's PDF viewer.
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect((await t.call('GET', '/api/training-programs')).headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const doc = await PDFDocument.load(res.rawPayload);
    const pages = doc.getPageCount();
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(doc.getTitle()).toBe('PawsConnect - Dog Training Program Prompt');
    // Every page carries its footer, and the footers agree with the real page count.
    const text = pdfText(res.rawPayload);
    for (let page = 1; page <= pages; page += 1) expect(text).toContain(`Page ${page} of ${pages}`);
    expect(text).not.toContain(`Page ${pages + 1} of`);
  });

  it('says who it is for, how to use it, and names every field of the builder’s structure', async () => {
    const text = pdfText((await t.call('GET', '/api/dog-training-prompt.pdf')).rawPayload);
    for (const heading of ['Dog Training Program Prompt', 'Who it is for', 'How to use it', 'The prompt', 'Worked example']) {
      expect(text).toContain(heading);
    }
    expect(text).toContain(TRAINING_PROMPT_STEPS[0]);
    const flat = text.replace(/\s+/g, ' ');
    for (const field of TRAINING_PROMPT_FIELDS) expect(flat).toContain(`${field.path}:`);
    for (const key of [
      'title',
      'description',
      'difficulty',
      'durationWeeks',
      'price',
      'thumbnail',
      'published',
      'content',
      'modules',
      'duration',
      'lessons',
      'videoUrl',
      'steps',
      'successCriteria',
      'tips',
      'completionTime',
      'prerequisites',
      'equipment',
      'optional',
      'breedRecommendations',
      'breed',
      'suitability',
      'notes',
    ]) {
      expect(text).toContain(`"${key}":`);
    }
    for (const value of ['"beginner", "intermediate", "advanced"', '"excellent", "good", "fair", "challenging"'])
      expect(flat).toContain(value);
    // The worked example is printed whole: its last lesson's tip and its breed notes.
    expect(flat).toContain('If the dog cannot take food, you are too close: add distance.');
    expect(text).toContain('"Siberian Husky"');
  });
});

describe('the training prompt', () => {
  it('has a worked example the API accepts as it is', () => {
    const parsed = programInputSchema.safeParse(JSON.parse(trainingPromptExampleJson()));
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data?.content.modules).toHaveLength(2);
    // Module days add up to the weeks, as the prompt asks.
    const days = trainingPromptExample.content.modules.reduce((sum, module) => sum + module.duration, 0);
    expect(days).toBe(trainingPromptExample.durationWeeks * 7);
  });

  it('is plain text a person can paste, in characters the PDF fonts can print', () => {
    const text = trainingPromptText();
    expect(text).toContain('content.modules[].lessons[].completionTime');
    expect(/^[\x20-\x7e\n]*$/.test(text + trainingPromptExampleJson())).toBe(true);
  });

  it('wraps long JSON lines under their own indentation', () => {
    const lines = wrapCode('    "description": "one two three four five six seven"', 30);
    expect(lines.every((line) => line.length <= 30)).toBe(true);
    expect(lines.slice(1).every((line) => line.startsWith('      '))).toBe(true);
    expect(lines.join(' ').replace(/\s+/g, ' ').trim()).toBe('"description": "one two three four five six seven"');
    expect(CONTENT_WIDTH).toBeGreaterThan(400);
  });
});
