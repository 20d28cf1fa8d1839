// The API's response serializer (decisions.md 94). Each route's zod response schema is turned into
// JSON Schema (zod's own `toJSONSchema`, the wire side of each codec) and compiled by
// fast-json-stringify, Fastify's own serializer, on the route's first answer. A zod encode of every
// answer was half the CPU of a short list (its object walk, a codec per date, then JSON.stringify).
// The compiled function writes only the schema's properties, as zod's encode did (decisions.md 26:
// the response schema is what keeps private fields in). It does not validate: with `check` (the
// test suites) every answer also goes through zod's encode and the two must give the same bytes,
// so the whole API suite keeps both the old check and the proof that the two agree.
import type { FastifySerializerCompiler } from 'fastify';
import build from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

export type Serialize = (data: unknown) => string;
type JsonSchema = Record<string, unknown>;

/** zod's serializer, as fastify-type-provider-zod's: validate and encode, then JSON.stringify. */
export function zodSerializer(schema: z.ZodType, method = '', url = ''): Serialize {
  return (data) => {
    const result = z.safeEncode(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
}

/**
 * The compiled serializer of `schema`, or null when zod cannot say it in JSON Schema (a custom
 * check, say): such a schema keeps zod's serializer.
 */
export function compiledSerializer(schema: z.ZodType): Serialize | null {
  let jsonSchema: JsonSchema;
  try {
    jsonSchema = z.toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'throw' }) as JsonSchema;
  } catch {
    return null;
  }
  delete jsonSchema.$schema;
  return build(forFastJson(jsonSchema) as Parameters<typeof build>[0]) as Serialize;
}

/**
 * Two changes to zod's JSON Schema, neither in what is written:
 * - no `required` lists: fast-json-stringify writes required properties first, and the answer keeps
 *   the schema's order, as zod's did (a missing property is left out; the check mode's zod refuses it);
 * - zod writes `x | null` as `anyOf: [x, {type: 'null'}]`, for which fast-json-stringify runs a JSON
 *   Schema validator on every value to choose the branch; `nullable` says the same without one.
 */
function forFastJson(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forFastJson);
  if (!node || typeof node !== 'object') return node;
  const copy: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    // `required` as a keyword is a list; a property named "required" would be a schema.
    if (key === 'required' && Array.isArray(value)) continue;
    copy[key] = forFastJson(value);
  }
  const anyOf = copy.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2 && Object.keys(copy).length === 1) {
    const other = anyOf.find((branch) => !isNullType(branch));
    if (other && anyOf.some(isNullType) && canBeNullable(other)) return { ...other, nullable: true };
  }
  return copy;
}

const isNullType = (schema: JsonSchema) => schema.type === 'null' && Object.keys(schema).length === 1;
/** A plain typed schema: nullable on a reference, a union or a constant would not be read. */
const canBeNullable = (schema: JsonSchema) =>
  typeof schema.type === 'string' &&
  !('anyOf' in schema || 'oneOf' in schema || 'allOf' in schema || '$ref' in schema || 'const' in schema);

export type SerializerOptions = { check: boolean };

/**
 * Fastify's serializer compiler: compiled on a route's first answer (compiling all 152 at start
 * would lengthen every start for routes a server may never answer).
 */
export function responseSerializerCompiler(options: SerializerOptions): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    if (!(schema instanceof z.ZodType)) throw new Error(`The response schema of ${method} ${url} is not a zod schema`);
    let serialize: Serialize | undefined;
    return (data: unknown) => {
      serialize ??= serializerFor(schema, options, method, url);
      return serialize(data);
    };
  };
}

export function serializerFor(schema: z.ZodType, options: SerializerOptions, method = '', url = ''): Serialize {
  const viaZod = zodSerializer(schema, method, url);
  const compiled = compiledSerializer(schema);
  if (!compiled) return viaZod;
  if (!options.check) return compiled;
  return (data) => {
    const expected = viaZod(data);
    const written = compiled(data);
    if (written !== expected) {
      throw new Error(`The compiled serializer of ${method} ${url} wrote ${written.slice(0, 500)}; zod wrote ${expected.slice(0, 500)}`);
    }
    return written;
  };
}
