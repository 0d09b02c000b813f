// Generated from the endpoint table: every string field of every endpoint (path, query, body) is sent otherwise
// plausible input with a character PostgreSQL cannot store (NUL, a lone UTF-16 surrogate). Each must be a 400 naming
// the field, never a 5xx, whatever the handler would do with it.
import { allEndpoints, type EndpointDefinition, filesApi, MESSAGES, pathWith, z } from '@platform/contracts';
import { sql } from '@platform/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart, png } from '../../testing/multipart.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { unstorableTextAt } from './unstorable-text.ts';

const t = useTestApp();

interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** A value the schema would likely accept, so a bad character is the only thing wrong with the request. */
function sample(schema: JsonSchema): unknown {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sample(options.find((o) => o.type !== 'null') ?? options[0]!);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object') {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value)]));
  }
  if (type === 'array') return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}));
  if (type === 'integer' || type === 'number') return Math.max(schema.minimum ?? 1, 1);
  if (type === 'boolean') return true;
  if (schema.format === 'email') return 'sweep@example.com';
  if (schema.format === 'date') return '2024-01-02';
  if (schema.format === 'date-time') return '2024-01-02T03:04:05Z';
  if (schema.pattern && new RegExp(schema.pattern).test('1')) return '1';
  return 'sweep-text'.padEnd(schema.minLength ?? 0, 'x');
}

/** The top-level string fields of a part's schema (the first branch of a union), with a valid sample of the part. */
function stringFields(schema: z.ZodType | undefined) {
  if (!schema) return { base: {}, fields: [] as string[] };
  const json = jsonSchemaOf(schema);
  const object = (json.anyOf ?? json.oneOf)?.[0] ?? json;
  const base = sample(object) as Record<string, unknown>;
  const fields = Object.entries(object.properties ?? {})
    .filter(([, property]) => [property, ...(property.anyOf ?? [])].some((p) => p.type === 'string'))
    .map(([key]) => key);
  return { base, fields };
}

type Part = 'params' | 'query' | 'body';

/** The endpoint's valid sample input with `field` of `part` replaced: a string is appended to the sample value, any
 * other value replaces it. */
function request(endpoint: EndpointDefinition, part: Part, field: string, bad: unknown) {
  const input = {
    params: stringFields(endpoint.params).base,
    query: stringFields(endpoint.query).base,
    body: stringFields(endpoint.body).base,
  };
  const value = input[part][field];
  input[part][field] = typeof bad === 'string' ? `${typeof value === 'string' ? value : 'x'}${bad}` : bad;
  const query = new URLSearchParams(Object.entries(input.query).map(([k, v]) => [k, String(v)])).toString();
  return t.app.inject({
    method: endpoint.method,
    url: `/api${pathWith(endpoint.path, input.params)}${query ? `?${query}` : ''}`,
    ...(endpoint.method === 'POST' ? { payload: JSON.stringify(input.body) } : {}),
    headers: {
      authorization: t.admin,
      ...(endpoint.method === 'POST' ? { 'content-type': 'application/json' } : {}),
      'idempotency-key': `sweep-${Math.random().toString(36).slice(2)}-key`,
    },
  });
}

const unstorable = MESSAGES.unstorableText.en;

// A lone surrogate cannot be written in a URL (it has no UTF-8 form), only in a JSON string.
const cases = allEndpoints().flatMap(({ name, endpoint }) =>
  (['params', 'query', 'body'] as const).flatMap((part) =>
    stringFields(endpoint[part]).fields.flatMap((field) =>
      (part === 'body' ? ['\u0000', '\ud800'] : ['\u0000']).map(
        (bad) => [`${name} ${part}.${field}`, endpoint, part, field, bad] as const,
      ),
    ),
  ),
);

describe('unstorable text in any string field', () => {
  it('is found by its path; well-formed text (emoji, CJK) is not', () => {
    expect(unstorableTextAt({ a: ['ok 😀 中文', { b: 'x\u0000' }] })).toBe('a.1.b');
    expect(unstorableTextAt({ a: 'x\udc00y' })).toBe('a');
    expect(unstorableTextAt({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(unstorableTextAt('\ud83d')).toBe('');
    expect(unstorableTextAt({ a: ['😀', 'tab\tand\nnewline'], n: 1, z: null })).toBeUndefined();
  });

  it('covers the endpoints the probe found', () => {
    const names = cases.map(([label]) => label);
    expect(names).toContain('identity.login body.account');
    expect(names).toContain('market.news query.symbol');
    expect(cases.length).toBeGreaterThan(150);
  });

  it.each(cases.map(([label, endpoint, part, field, bad]) => [label, JSON.stringify(bad), endpoint, part, field, bad]))(
    '%s with %s is a 400 naming the field',
    async (_, __, endpoint, part, field, bad) => {
      const res = await request(endpoint, part, field, bad);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, data: [{ field, message: unstorable }] });
    },
  );

  it('refuses a NUL in an uploaded file name and in a text part of the form', async () => {
    for (const parts of [
      [{ name: 'file', filename: 'a\u0000b.png', content: png(), type: 'image/png' }],
      [
        { name: 'visibility', value: 'pri\u0000vate' },
        { name: 'file', filename: 'a.png', content: png(), type: 'image/png' },
      ],
    ]) {
      const { payload, headers } = multipart(parts);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api${filesApi.uploadOne.path}`,
        payload,
        headers: { ...headers, authorization: t.admin },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().data[0].message).toBe(unstorable);
    }
  });
});

/** PGlite answers `{ rows }`, node-postgres through Drizzle the same; an array is taken as it is. */
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

/** Rows per table: a request that was refused must leave every count as it was. */
async function rowCounts(): Promise<Record<string, number>> {
  const result: unknown = await t.app.db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const rows = rowsOf<{ name: string }>(result);
  const counts: Record<string, number> = {};
  for (const { name } of rows) {
    const counted: unknown = await t.app.db.execute(sql.raw(`select count(*)::int as n from "${name}"`));
    counts[name] = rowsOf<{ n: number }>(counted)[0]!.n;
  }
  return counts;
}

// Huge text in every string field, and values of the wrong type in every body field: a 4xx, never a 5xx, and nothing
// stored. 100,000 characters passes the 1 MB body limit, so the field's own bound must refuse it.
const HUGE = 'x'.repeat(100_000);
const oversized = allEndpoints().flatMap(({ name, endpoint }) =>
  (['params', 'query', 'body'] as const).flatMap((part) =>
    stringFields(endpoint[part]).fields.flatMap((field) => {
      const variants: Array<[string, unknown]> = part === 'params' ? [] : [['100,000 characters', HUGE]];
      if (part === 'body') variants.push(['an object', { nested: true }], ['a list', ['a']]);
      return variants.map(([what, bad]) => [`${name} ${part}.${field}`, what, endpoint, part, field, bad] as const);
    }),
  ),
);

describe('huge and wrongly typed values in any field', () => {
  let before: Record<string, number>;
  beforeAll(async () => {
    before = await rowCounts();
  });

  it.each(oversized)('%s with %s is refused', async (_, __, endpoint, part, field, bad) => {
    const res = await request(endpoint, part, field, bad);
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
  });

  it('changed nothing in the database', async () => {
    expect(oversized.length).toBeGreaterThan(150);
    expect(await rowCounts()).toEqual(before);
  });
});
