// Valid-looking values for a route's zod schema, as fast-check arbitraries. The zod schema is
// turned into JSON Schema by zod itself (z.toJSONSchema walks every object shape, string bound,
// number range, enum, date format and array), and that plainer tree is walked here. The values
// are the base a malformation is applied to, so a refusal is about the malformed part.
import fc from 'fast-check';
import { z, type ZodType } from 'zod';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
};

/** The schema a client must satisfy (the input side of transforms and defaults). */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return undefined;
  return z.toJSONSchema(schema as ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** The alternatives of a union (or the schema itself), nulls last. */
export function alternatives(schema: JsonSchema): JsonSchema[] {
  const options = schema.anyOf ?? schema.oneOf;
  if (!options) return [schema];
  return options.flatMap(alternatives).sort((a, b) => Number(a.type === 'null') - Number(b.type === 'null'));
}

/** The main (first non-null) alternative: what a field "is" when we give it a wrong type. */
export const mainAlternative = (schema: JsonSchema): JsonSchema => alternatives(schema)[0];

const DAY_MS = 24 * 60 * 60 * 1000;
/** Instants from tomorrow to about two years ahead, on the hour (booking slots are hourly). */
const futureInstant = fc.integer({ min: 1, max: 700 }).chain((days) =>
  fc.integer({ min: 7, max: 18 }).map((hour) => {
    const day = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + days * DAY_MS);
    day.setUTCHours(hour);
    return day;
  }),
);

function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date') return futureInstant.map((instant) => instant.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return futureInstant.map((instant) => instant.toISOString());
  if (schema.format === 'email') return fc.stringMatching(/^[a-z]{3,10}$/).map((name) => `${name}@example.com`);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern), { size: 'xsmall' });
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, minLength + 30));
  return fc.string({ minLength, maxLength });
}

function numberValue(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1000 : schema.exclusiveMinimum + 1);
  const max = schema.maximum ?? (schema.exclusiveMaximum === undefined ? 1000 : schema.exclusiveMaximum - 1);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) });
  return fc.double({ min, max: Math.max(min, max), noNaN: true });
}

/** An arbitrary of values the schema should accept (close enough: refusals are fine too). */
export function validValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf || schema.oneOf) return fc.oneof(...alternatives(schema).map((option) => validValue(option, depth)));
  if (schema.allOf?.length) return validValue(schema.allOf[0], depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([key, child]) => [key, validValue(child, depth + 1)]));
      const requiredKeys = (schema.required ?? []).filter((key) => key in properties);
      return fc.record(model, { requiredKeys });
    }
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, depth > 2 ? minLength : 3));
      return fc.array(schema.items ? validValue(schema.items, depth + 1) : fc.constant(null), { minLength, maxLength });
    }
    case 'string':
      return stringValue(schema);
    case 'integer':
      return numberValue(schema, true);
    case 'number':
      return numberValue(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      // Fields a route accepts and ignores (z.unknown): anything small will do.
      return fc.constantFrom(0, 'ignored', null, true);
  }
}
