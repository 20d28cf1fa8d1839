// One malformed request for a catalogued route: its body, a path parameter, its query, its JSON
// text or its content type is wrong; everything else names the signed-in user's real objects.
import fc from 'fast-check';
import type { CataloguedRoute } from '../../../server/platform/route-catalogue';
import { extremeDate, oddId, oddQueryValue, percentEncode } from './hostile-values';
import { malformedBody } from './malformed-body';
import { jsonSchemaOf, validValue } from './schema-values';

export type FuzzRequest = {
  method: string;
  url: string;
  /** Sent as is; undefined sends no body and no content type. */
  payload?: string | Buffer;
  contentType?: string;
  what: string;
};

/** The route's path with its parameters filled in: real ids of ours, or `override` for one of them. */
export type PathBuilder = (override?: { param: string; value: string }) => string;

const wrongShapes = ['null', '[]', '"text"', '42', 'true', '[{}]', '{"":1}'];

const brokenJson = fc.oneof(
  fc.constantFrom<string | Buffer>(
    '{',
    '}',
    '{"a":1,}',
    "{'a':1}",
    '{"a":NaN}',
    '{"a":undefined}',
    '// comment\n{}',
    '{"a":1}{"b":2}',
    '{"a":"\\x41"}',
    '{"a":"\\ud800"}',
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '\ufeff{}',
    '\u0000',
    '',
    '   ',
    '1e999999',
    `{"a":${'9'.repeat(500)}}`,
    '['.repeat(50_000),
    `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
    Buffer.from([0xff, 0xfe, 0x7b, 0x7d]),
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
  ),
  fc.string({ maxLength: 40 }),
);

const MULTIPART_BOUNDARY = '----pawsfuzz';
const multipart = (field: string, content: string, filename = 'a.txt') =>
  `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: text/plain\r\n\r\n${content}\r\n--${MULTIPART_BOUNDARY}--\r\n`;

/** Bodies in a type a JSON route does not take (and JSON in types it might be mistaken for). */
const otherContentTypes = (text: string) =>
  fc.constantFrom<{ contentType: string; payload: string }>(
    { contentType: 'text/plain', payload: text },
    { contentType: 'text/plain;charset=UTF-8', payload: text },
    { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=%00&c[]=2' },
    { contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`, payload: multipart('file', text) },
    { contentType: 'multipart/form-data', payload: text },
    { contentType: 'application/xml', payload: '<a>1</a>' },
    { contentType: 'application/json-patch+json', payload: text },
    { contentType: 'application/jsonx', payload: text },
    { contentType: 'text/json', payload: text },
    { contentType: 'application/json; charset=utf-16', payload: text },
    { contentType: 'application/octet-stream', payload: text },
    { contentType: '*/*', payload: text },
    { contentType: ';;;', payload: text },
  );

/** Broken uploads for the multipart routes: no file, a text file, the wrong field, a cut-off form. */
const brokenUploads = fc.constantFrom<{ contentType: string; payload: string; what: string }>(
  { contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`, payload: `--${MULTIPART_BOUNDARY}--\r\n`, what: 'empty form' },
  {
    contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
    payload: multipart('photo', 'not an image'),
    what: 'text as photo',
  },
  { contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`, payload: multipart('file', 'not a file'), what: 'text as file' },
  {
    contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
    payload: multipart('video', '\u0000'.repeat(64), '../../x.mp4'),
    what: 'NUL video',
  },
  { contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`, payload: multipart('zzz', 'x'), what: 'wrong field' },
  {
    contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
    payload: `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="photo"`,
    what: 'cut-off form',
  },
  { contentType: 'multipart/form-data; boundary=', payload: 'x', what: 'empty boundary' },
  { contentType: 'application/json', payload: '{"photo":"data:image/png;base64,AAAA"}', what: 'JSON instead of a form' },
);

/** Every kind of malformed request that applies to `route`. */
export function malformedRequest(route: CataloguedRoute, pathWith: PathBuilder): fc.Arbitrary<FuzzRequest> {
  const { method } = route;
  const url = pathWith();
  const bodySchema = jsonSchemaOf(route.schema?.body);
  const kinds: fc.WeightedArbitrary<FuzzRequest>[] = [];
  const add = (weight: number, ...arbitraries: fc.Arbitrary<FuzzRequest>[]) =>
    kinds.push(...arbitraries.map((arbitrary) => ({ arbitrary, weight })));
  const json = 'application/json';

  if (bodySchema) {
    add(
      6,
      malformedBody(bodySchema).map(({ value, what }) => ({ method, url, payload: JSON.stringify(value), contentType: json, what })),
      fc.constantFrom(...wrongShapes).map((payload) => ({ method, url, payload, contentType: json, what: `body ${payload}` })),
      validValue(bodySchema).chain((value) => {
        const text = JSON.stringify(value);
        return otherContentTypes(text).map(({ contentType, payload }) => ({
          method,
          url,
          payload,
          contentType,
          what: `as ${contentType}`,
        }));
      }),
      validValue(bodySchema).chain((value) => {
        const text = JSON.stringify(value);
        return fc
          .integer({ min: 0, max: Math.max(0, text.length - 1) })
          .map((cut) => ({ method, url, payload: text.slice(0, cut), contentType: json, what: `cut at ${cut}` }));
      }),
    );
    // Rare: a megabyte costs a few milliseconds to send and parse.
    add(
      1,
      fc.constant({ method, url, payload: JSON.stringify({ filler: 'x'.repeat(1024 * 1024 + 1) }), contentType: json, what: 'over 1 MB' }),
    );
  }
  if (route.allowMultipart) {
    add(
      4,
      brokenUploads.map(({ contentType, payload, what }) => ({ method, url, payload, contentType, what })),
    );
  }
  if (method !== 'GET') {
    add(
      2,
      brokenJson.map((payload) => ({
        method,
        url,
        payload,
        contentType: json,
        what: `broken JSON ${JSON.stringify(String(payload)).slice(0, 40)}`,
      })),
      otherContentTypes('{}').map(({ contentType, payload }) => ({ method, url, payload, contentType, what: `as ${contentType}` })),
    );
  }
  const params = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]);
  if (params.length > 0) {
    add(
      4,
      fc.tuple(fc.constantFrom(...params), oddId).map(([param, value]) => ({
        method,
        url: pathWith({ param, value }),
        ...(bodySchema ? { payload: '{}', contentType: json } : {}),
        what: `${param}=${value}`,
      })),
    );
  }
  const querySchema = jsonSchemaOf(route.schema?.querystring);
  const queryKeys = Object.keys(querySchema?.properties ?? {});
  if (querySchema && queryKeys.length > 0) {
    const key = fc.constantFrom(...queryKeys);
    // A full, valid-looking query (every parameter), then one value replaced by `raw` (already encoded).
    const validQuery = validValue(querySchema) as fc.Arbitrary<Record<string, unknown>>;
    const queryText = (values: Record<string, unknown>, raw: Record<string, string> = {}) =>
      [
        ...Object.entries(values)
          .filter(([name, value]) => value !== undefined && !(name in raw))
          .map(([name, value]) => `${name}=${percentEncode(String(value))}`),
        ...Object.entries(raw).map(([name, value]) => `${name}=${value}`),
      ].join('&');
    add(
      3,
      fc.tuple(validQuery, key, oddQueryValue).map(([values, name, value]) => ({
        method,
        url: `${url}?${queryText(values, { [name]: value })}`,
        what: `?${name}=${value.slice(0, 40)}`,
      })),
      fc
        .tuple(
          validQuery,
          fc.subarray(queryKeys, { minLength: 1 }),
          fc.array(extremeDate, { minLength: queryKeys.length, maxLength: queryKeys.length }),
        )
        .map(([values, names, dates]) => {
          const raw = Object.fromEntries(names.map((name, i) => [name, dates[i]]));
          return { method, url: `${url}?${queryText(values, raw)}`, what: `extreme ${JSON.stringify(raw)}` };
        }),
      key.map((name) => ({ method, url: `${url}?${name}=1&${name}=2`, what: `repeated ${name}` })),
      key.map((name) => ({ method, url: `${url}?${name}[]=1&${name}[a]=2`, what: `${name} as array` })),
      fc.tuple(validQuery, fc.string({ minLength: 1, maxLength: 10 })).map(([values, name]) => ({
        method,
        url: `${url}?${queryText(values, { [percentEncode(name)]: '1' })}`,
        what: `unknown ?${name}`,
      })),
    );
  } else if (method === 'GET') {
    // No query schema: junk parameters are ignored (a 2xx is fine), but must never break it.
    add(
      1,
      fc
        .constantFrom('a=%00', 'a[b][c]=1', '%ZZ=1', 'x='.padEnd(20_000, 'y'))
        .map((query) => ({ method, url: `${url}?${query}`, what: `?${query.slice(0, 20)}` })),
    );
  }
  return fc.oneof(...kinds);
}
