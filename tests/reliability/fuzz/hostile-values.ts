// The values clients send to break things: wrong types, huge and deeply nested values, text with
// NUL and odd Unicode, numbers and ids out of every range, dates that do not exist.
import fc from 'fast-check';
import { mainAlternative, type JsonSchema } from './schema-values';

/** 100 KB to 400 KB of one character (ASCII or multi-byte): under the 1 MB body limit. */
export const hugeString = fc
  .tuple(fc.integer({ min: 100_000, max: 400_000 }), fc.constantFrom('x', 'é', '🐶', '\u200b', ' '))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)));

/** Arrays or objects nested past the 32 levels the API allows (and a few just under it). */
export const deeplyNested = fc.tuple(fc.integer({ min: 30, max: 3000 }), fc.boolean()).map(([depth, asObject]) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = asObject ? { a: value } : [value];
  return value;
});

/** Single UTF-16 code units of every kind, lone surrogates included. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

/** Text a name field should not trip over: control and bidirectional characters, zero-width joiners, lone surrogates. */
export const oddText = fc.oneof(
  fc.constantFrom(
    'Re\u0000x',
    '\u0000',
    '\u0001\u0002\u001f',
    '\ud800',
    'tail\udfff',
    '\ud83d',
    '\u202eRTL override',
    '\u200f\u061c\u2067isolate',
    '\u200b\u200c\u200d\ufeff',
    'e\u0301\u0301\u0301\u0301',
    '\uffff\ufffe',
    '\u{10ffff}',
    '🐶🐾🏳️‍🌈',
    '%00',
    "'; drop table pets; --",
    '<script>alert(1)</script>',
    '   ',
  ),
  fc.string({ unit: anyCodeUnit, minLength: 1, maxLength: 30 }),
);

/** Numbers (and number-like text) around and past every bound: ids, prices, counts, scores. */
export const oddNumber = fc.constantFrom<unknown>(
  -1,
  0,
  -0,
  1.5,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53 + 1,
  1e30,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  '1',
  '1e2',
  ' 1',
  '0x10',
  '',
  'NaN',
  'Infinity',
);

/** Dates and instants that look plausible and are not: no such day, no such hour, not a date. */
export const impossibleDate = fc.constantFrom(
  '2024-02-30',
  '2023-02-29',
  '2024-13-01',
  '2024-00-10',
  '0000-00-00',
  'yesterday',
  'tomorrow at noon',
  '2024-06-31T10:00:00Z',
  '2024-01-01T25:00:00Z',
  '2024-01-01T10:61:00Z',
  '2030-01-01T10:00:00',
  '2030-01-01T10:00:00+25:00',
  '+275760-09-13T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999999999Z',
  '2001-01-01T10:00:00Z',
  '1e12',
  '20300101',
);

/**
 * Well-formed dates and instants at the edges of the calendar (years 1-2 and 9997-9999, and the
 * Unix epoch): accepted by the format, maybe not by the rules. Near one edge, two of them often
 * make a short, ordered range (from 9998-03-01 to 9999-11-20).
 */
export const extremeDate = fc
  .tuple(fc.constantFrom(1, 2, 1970, 9997, 9998, 9999), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), fc.boolean())
  .map(([year, month, day, instant]) => {
    const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    return instant ? `${text}T09:00:00.000Z` : text;
  });

/** A value of another JSON type than the field's. */
export function wrongTypeFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const main = mainAlternative(schema);
  const type = Array.isArray(main.type) ? main.type[0] : main.type;
  const all: Record<string, fc.Arbitrary<unknown>> = {
    string: fc.constantFrom('text', '', '12'),
    number: fc.constantFrom(42, -7.5, 0),
    boolean: fc.boolean(),
    // JSON.parse makes __proto__ an own key, as a client's JSON would.
    object: fc.constantFrom({}, { $gt: '' }, JSON.parse('{"__proto__": {"polluted": true}}'), { constructor: { prototype: {} } }),
    array: fc.constantFrom([], [[[]]], ['a', 1, null]),
    null: fc.constant(null),
  };
  const others = Object.entries(all)
    .filter(([kind]) => kind !== type && !(kind === 'number' && type === 'integer'))
    .map(([, arbitrary]) => arbitrary);
  return fc.oneof(...others);
}

/**
 * Percent-encodes any text, lone surrogates included (as their WTF-8 bytes, which are not valid
 * UTF-8: what a careless client sends), where encodeURIComponent would throw.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const isLone = code >= 0xd800 && code <= 0xdfff && !(code <= 0xdbff && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00);
    if (isLone) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else if (code >= 0xd800 && code <= 0xdbff) {
      out += encodeURIComponent(text.slice(index, index + 2));
      index += 1;
    } else {
      out += encodeURIComponent(text[index]);
    }
  }
  return out;
}

/** Path parameter text for an id: not a number, negative, zero, past 2^31, exponent, padded, encoded. */
export const oddId = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    'abc',
    '0x10',
    '1e2',
    '+5',
    '%201',
    '1%20',
    '2147483648',
    '4294967296',
    '1e30',
    '99999999999999999999999999',
    '%00',
    "1'--",
    '%F0%9F%90%B6',
    '%E2%80%AE1',
    '%D9%A1',
    '%EF%BC%91',
    'null',
    'undefined',
    '%ZZ',
    '..%2F..%2Fetc',
    '1;2',
  ),
  fc.string({ unit: anyCodeUnit, minLength: 1, maxLength: 12 }).map(percentEncode),
);

/** Query values: odd numbers, odd text, impossible dates (already URL-encoded where needed). */
export const oddQueryValue = fc.oneof(
  oddId,
  extremeDate,
  impossibleDate.map(percentEncode),
  oddText.map(percentEncode),
  fc.constantFrom('', 'true', 'TRUE', 'yes', '1', '[]', '{}', '%', 'a'.repeat(10_000)),
);
