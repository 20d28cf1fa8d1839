import { describe, expect, it } from 'vitest';
import { programInputSchema } from '@common/program-schemas';
import { sampleImportPayload } from '../../../test/sample-program';
import { parseProgramJson as parseWith } from './parse-program-json';

const parseProgramJson = (text: string) => parseWith(text, programInputSchema);

const valid = sampleImportPayload;

describe('parseProgramJson', () => {
  it('names the line and column of a JSON syntax error', () => {
    const result = parseProgramJson('{\n  "title": "Puppy"\n  "price": 100\n}');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0].path).toBe('line 3, column 3');
    expect(result.problems[0].message).toMatch(/^Invalid JSON: /);
    expect(result.problems[0].message).not.toMatch(/position/);
  });

  it('asks for something to import when the box is empty', () => {
    expect(parseProgramJson('  ')).toEqual({ ok: false, problems: [{ path: 'JSON', message: 'Paste the program JSON first' }] });
  });

  it('lists every schema problem at its path', () => {
    const broken = {
      ...valid,
      title: 'P',
      content: { modules: [{ ...valid.content.modules[0], lessons: [{ id: 'l1', title: '', completionTime: 15 }] }] },
      extra: 1,
    };
    const result = parseProgramJson(JSON.stringify(broken));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual(
      expect.arrayContaining([
        { path: 'title', message: 'Title must be at least 3 characters' },
        { path: 'content.modules.0.lessons.0.title', message: 'Lesson title is required' },
        { path: '(program)', message: expect.stringContaining('extra') },
      ]),
    );
  });

  it('takes the top-level list copies when content lacks them and fills the product’s defaults', () => {
    const result = parseProgramJson(JSON.stringify(valid));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.program.price).toBe(14900);
    expect(result.program.content.equipment).toEqual([{ id: 'e1', name: 'Leash', optional: false }]);
    expect(result.program.content.modules[0].lessons[0]).toMatchObject({ description: '', steps: [], successCriteria: [], tips: [] });
  });
});
