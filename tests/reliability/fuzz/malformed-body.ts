// A body that is valid-looking but for one thing: a field of the wrong type, a required field
// missing, a field nobody asked for, a huge or deeply nested value, odd text, an odd number or an
// impossible date, at the top level or inside a nested object.
import fc from 'fast-check';
import { deeplyNested, extremeDate, hugeString, impossibleDate, oddNumber, oddText, wrongTypeFor } from './hostile-values';
import { alternatives, mainAlternative, validValue, type JsonSchema } from './schema-values';

export type MalformedBody = { value: unknown; what: string };

const typeOf = (schema: JsonSchema) => {
  const main = mainAlternative(schema);
  return Array.isArray(main.type) ? main.type[0] : main.type;
};
const isDateField = (schema: JsonSchema) =>
  alternatives(schema).some((option) => option.format === 'date' || option.format === 'date-time');
const objectSchemaOf = (schema: JsonSchema) => alternatives(schema).find((option) => option.type === 'object' && option.properties);

function replaced(base: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  return { ...base, [key]: value };
}

function mutateObject(schema: JsonSchema, base: Record<string, unknown>, path: string, depth: number): fc.Arbitrary<MalformedBody> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const at = (key: string) => (path ? `${path}.${key}` : key);
  const options: fc.Arbitrary<MalformedBody>[] = [
    fc
      .tuple(
        fc.string({ minLength: 1, maxLength: 20 }).filter((key) => !(key in properties)),
        fc.jsonValue({ maxDepth: 2 }),
      )
      .map(([key, value]) => ({ value: replaced(base, key, value), what: `extra field ${at(key)}` })),
  ];
  if (keys.length > 0) {
    const someKey = fc.constantFrom(...keys);
    options.push(
      someKey.chain((key) =>
        wrongTypeFor(properties[key]).map((value) => ({ value: replaced(base, key, value), what: `wrong type in ${at(key)}` })),
      ),
      fc.tuple(someKey, hugeString).map(([key, value]) => ({ value: replaced(base, key, value), what: `huge ${at(key)}` })),
      fc.tuple(someKey, deeplyNested).map(([key, value]) => ({ value: replaced(base, key, value), what: `deeply nested ${at(key)}` })),
    );
  }
  const required = (schema.required ?? []).filter((key) => key in base);
  if (required.length > 0) {
    options.push(
      fc.constantFrom(...required).map((key) => {
        const { [key]: _removed, ...rest } = base;
        return { value: rest, what: `missing ${at(key)}` };
      }),
    );
  }
  const textKeys = keys.filter((key) => typeOf(properties[key]) === 'string');
  if (textKeys.length > 0) {
    options.push(
      fc
        .tuple(fc.constantFrom(...textKeys), oddText)
        .map(([key, value]) => ({ value: replaced(base, key, value), what: `odd text in ${at(key)}` })),
    );
  }
  const numberKeys = keys.filter((key) => ['integer', 'number'].includes(typeOf(properties[key]) ?? ''));
  if (numberKeys.length > 0) {
    options.push(
      fc
        .tuple(fc.constantFrom(...numberKeys), oddNumber)
        .map(([key, value]) => ({ value: replaced(base, key, value), what: `odd number in ${at(key)}` })),
    );
  }
  const dateKeys = keys.filter((key) => isDateField(properties[key]));
  if (dateKeys.length > 0) {
    options.push(
      fc
        .tuple(fc.constantFrom(...dateKeys), impossibleDate)
        .map(([key, value]) => ({ value: replaced(base, key, value), what: `impossible date in ${at(key)}` })),
      fc
        .tuple(fc.subarray(dateKeys, { minLength: 1 }), fc.array(extremeDate, { minLength: dateKeys.length, maxLength: dateKeys.length }))
        .map(([keys, dates]) => ({
          value: { ...base, ...Object.fromEntries(keys.map((key, i) => [key, dates[i]])) },
          what: `extreme dates in ${keys.join(', ')}`,
        })),
    );
  }
  // One level down: a nested object (program content, assessment scores, preferences) or an
  // object inside a list (program modules).
  if (depth < 4) {
    for (const key of keys) {
      const child = base[key];
      const childSchema = objectSchemaOf(properties[key]);
      if (childSchema && child && typeof child === 'object' && !Array.isArray(child)) {
        options.push(
          mutateObject(childSchema, child as Record<string, unknown>, at(key), depth + 1).map((inner) => ({
            ...inner,
            value: replaced(base, key, inner.value),
          })),
        );
      }
      const itemSchema = mainAlternative(properties[key]).items;
      const itemObject = itemSchema && objectSchemaOf(itemSchema);
      if (itemObject && Array.isArray(child) && child.length > 0) {
        const first = child[0] as Record<string, unknown>;
        options.push(
          mutateObject(itemObject, first, `${at(key)}.0`, depth + 1).map((inner) => ({
            ...inner,
            value: replaced(base, key, [inner.value, ...child.slice(1)]),
          })),
        );
      }
    }
  }
  return fc.oneof(...options);
}

/** A body for `schema` with exactly one thing wrong with it. */
export function malformedBody(schema: JsonSchema): fc.Arbitrary<MalformedBody> {
  return validValue(schema).chain((base) => {
    const objectSchema = objectSchemaOf(schema);
    if (objectSchema && base && typeof base === 'object' && !Array.isArray(base)) {
      return mutateObject(objectSchema, base as Record<string, unknown>, '', 0);
    }
    return wrongTypeFor(schema).map((value) => ({ value, what: 'wrong type of body' }));
  });
}
