// The compiled response serializer writes exactly what zod's encode and JSON.stringify wrote, keeps
// what the schema does not name out of the answer, and in check mode refuses to differ.
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { timestampSchema } from '../../common/wire';
import { compiledSerializer, serializerFor, zodSerializer } from './response-serializer';

const owner = z.object({ id: z.number().int(), name: z.string() });
const answer = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.number(),
  isRead: z.boolean(),
  status: z.enum(['pending', 'confirmed']),
  notes: z.string().nullable(),
  weight: z.number().nullable(),
  owner: owner.nullable(),
  nickname: z.string().optional(),
  data: z.record(z.string(), z.unknown()).nullable(),
  tags: z.array(z.string()),
  createdAt: timestampSchema,
  paidAt: timestampSchema.nullable(),
  event: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('stay'), nights: z.number().int() }),
    z.object({ kind: z.literal('visit'), note: z.string().nullable() }),
  ]),
});

const stored = {
  id: 7,
  title: 'Rex\'s "big" day \n\t with a \u2028 separator, an emoji 🐕 and a lone \ud800 half',
  price: 12.5,
  isRead: false,
  status: 'confirmed',
  notes: null,
  weight: 31.25,
  owner: { id: 2, name: 'Ada', passwordHash: 'secret' },
  data: { url: '/bookings/7', ids: [1, 2], nested: { a: null } },
  tags: ['calm', ''],
  createdAt: new Date('2026-03-04T05:06:07.089Z'),
  paidAt: null,
  event: { kind: 'visit', note: null },
  passwordHash: 'secret',
};

describe('the compiled serializer', () => {
  test('writes the bytes zod wrote, every kind of value', () => {
    const compiled = compiledSerializer(answer)!;
    expect(compiled).not.toBeNull();
    const variants = [
      stored,
      { ...stored, notes: 'n', weight: 0, owner: null, nickname: 'Rexy', data: null, tags: [], paidAt: new Date(0) },
      { ...stored, event: { kind: 'stay', nights: 3 } },
    ];
    for (const value of variants) expect(compiled(value)).toBe(zodSerializer(answer)(value));
    expect(JSON.parse(compiled(stored))).toMatchObject({
      createdAt: '2026-03-04T05:06:07.089Z',
      paidAt: null,
      owner: { id: 2, name: 'Ada' },
    });
  });

  test('keeps out what the schema does not name, at every depth (decisions.md 26)', () => {
    const written = compiledSerializer(z.array(answer))!([stored]);
    expect(written).not.toContain('passwordHash');
    expect(written).not.toContain('secret');
  });

  test('a schema JSON Schema cannot say keeps zod’s serializer', () => {
    expect(compiledSerializer(z.object({ a: z.custom<string>((value) => typeof value === 'string') }))).toBeNull();
    const serialize = serializerFor(z.object({ a: z.custom<string>((value) => typeof value === 'string') }), { check: false });
    expect(serialize({ a: 'x', b: 1 })).toBe('{"a":"x"}');
    expect(() => serialize({ a: 1 })).toThrow("Response doesn't match the schema");
  });
});

describe('check mode (the test suites)', () => {
  test('an answer zod refuses is refused, as before', () => {
    const serialize = serializerFor(answer, { check: true }, 'GET', '/api/things');
    expect(() => serialize({ ...stored, id: 'seven' })).toThrow("Response doesn't match the schema");
  });

  test('an answer the two would write differently is an error naming the route', () => {
    // zod's encode trims; JSON Schema has no word for it, so the compiled function would not.
    const trimmed = z.object({ name: z.string().trim() });
    const serialize = serializerFor(trimmed, { check: true }, 'GET', '/api/things');
    expect(() => serialize({ name: ' Rex ' })).toThrow(/GET \/api\/things wrote \{"name":" Rex "\}; zod wrote \{"name":"Rex"\}/);
    expect(serialize({ name: 'Rex' })).toBe('{"name":"Rex"}');
  });

  test('without check the compiled function answers alone, unvalidated', () => {
    const serialize = serializerFor(z.object({ name: z.string().trim() }), { check: false });
    expect(serialize({ name: ' Rex ' })).toBe('{"name":" Rex "}');
  });
});
