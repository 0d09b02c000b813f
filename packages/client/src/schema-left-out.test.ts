// Apps' bundles call endpoints whose schemas the build left out (build/endpoint-schemas-plugin.ts); when the client
// checks answers it then takes the response schema from the full endpoint table.
import { API } from '@platform/contracts';
import { describe, expect, it, vi } from 'vitest';
import { type ClientOptions, createClient, ResponseDriftError } from './client.ts';
import { isSchemaLeftOut, SCHEMA_LEFT_OUT } from './schema-left-out.ts';

/** What the build puts where a schema was: it answers the marker and refuses to be used as a schema. */
const standIn = new Proxy(
  {},
  {
    get: (_, key) => {
      if (key === Symbol.for(SCHEMA_LEFT_OUT)) return true;
      throw new Error(`schema left out (read: ${String(key)})`);
    },
  },
);

/** `GET /getUserInfo` as an app's bundle holds it: no schemas. */
const { response: _, ...userInfoWithoutSchema } = API.identity.getUserInfo;
const getUserInfo = { ...userInfoWithoutSchema, response: standIn } as unknown as typeof API.identity.getUserInfo;

/** What the apps' checking builds pass: the full table, loaded lazily. */
const loadEndpointTable = () => import('./endpoint-table.ts').then((table) => table.endpointsByRoute);

function clientAnswering(
  data: unknown,
  options: Partial<ClientOptions> = { validateResponses: true, loadEndpointTable },
) {
  const fetch = vi.fn(
    async () => new Response(JSON.stringify({ code: 200, msg: 'Success', data }), { status: 200 }),
  ) as unknown as typeof globalThis.fetch;
  return createClient({ baseURL: '/api', fetch, ...options });
}

describe('an endpoint whose schemas the build left out', () => {
  it('is told apart from a schema', () => {
    expect(isSchemaLeftOut(standIn)).toBe(true);
    expect(isSchemaLeftOut(API.identity.getUserInfo.response)).toBe(false);
    expect(isSchemaLeftOut(null)).toBe(false);
  });

  it('is checked against the full table’s schema when answers are checked', async () => {
    await expect(clientAnswering({ userId: 'not a user' }).call(getUserInfo)).rejects.toBeInstanceOf(
      ResponseDriftError,
    );
  });

  it('passes when the answer matches the full table’s schema', async () => {
    const { response: _, ...withoutSchema } = API.identity.logout;
    const logout = { ...withoutSchema, response: standIn } as unknown as typeof API.identity.logout;
    await expect(clientAnswering(null).call(logout)).resolves.toBeNull();
  });

  it('fails loudly when answers are checked but no table is given', async () => {
    await expect(clientAnswering({}, { validateResponses: true }).call(getUserInfo)).rejects.toThrow(
      /no endpoint table/,
    );
  });

  it('is not checked, and the table not needed, when answers are not checked', async () => {
    await expect(clientAnswering({ anything: 1 }, { validateResponses: false }).call(getUserInfo)).resolves.toEqual({
      anything: 1,
    });
  });
});
