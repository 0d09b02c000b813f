// `call`: an endpoint's definition gives the request's method, path, query and body, and checks the answer.
import { endpoint, z } from '@platform/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createClient, endpointPath, ResponseDriftError } from './client.ts';

const item = endpoint({
  tag: 'test',
  caller: 'user',
  method: 'GET',
  path: '/things/:id',
  params: z.object({ id: z.coerce.number() }),
  query: z.object({ full: z.boolean().optional() }),
  response: z.object({ id: z.number(), name: z.string() }),
});
const pay = endpoint({
  tag: 'test',
  caller: 'user',
  method: 'POST',
  path: '/things/:id/pay',
  params: z.object({ id: z.coerce.number() }),
  body: z.object({ amount: z.string() }),
  response: z.null(),
  idempotent: true,
});

function clientAnswering(data: unknown, validateResponses = true) {
  const sent: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    sent.push({ url: String(url), init });
    return new Response(JSON.stringify({ code: 200, msg: 'Success', data }), { status: 200 });
  }) as unknown as typeof globalThis.fetch;
  return { sent, api: createClient({ baseURL: '/api', fetch, validateResponses }) };
}

describe('call', () => {
  it('fills the path, sends the query of a GET, and answers with the data', async () => {
    const { sent, api } = clientAnswering({ id: 7, name: 'seven' });
    const thing = await api.call(item, { params: { id: 7 }, query: { full: true } });
    expect(thing).toEqual({ id: 7, name: 'seven' });
    expect(sent[0]!.url).toBe('/api/things/7?full=true');
    expect(sent[0]!.init.method).toBe('GET');
  });

  it('sends the body of a POST with its idempotency key, and refuses a money call without one', async () => {
    const { sent, api } = clientAnswering(null);
    await api.call(pay, { params: { id: 3 }, body: { amount: '1.50' } }, { idempotencyKey: 'key-123456789012' });
    expect(sent[0]!.url).toBe('/api/things/3/pay');
    expect(sent[0]!.init.body).toBe('{"amount":"1.50"}');
    expect((sent[0]!.init.headers as Record<string, string>)['Idempotency-Key']).toBe('key-123456789012');
    await expect(api.call(pay, { params: { id: 3 }, body: { amount: '1' } })).rejects.toThrow(/idempotencyKey/);
    expect(sent).toHaveLength(1);
  });

  it('fails loudly when the answer does not match the definition, and only when asked to check', async () => {
    await expect(clientAnswering({ id: '7' }).api.call(item, { params: { id: 7 } })).rejects.toBeInstanceOf(
      ResponseDriftError,
    );
    await expect(clientAnswering({ id: '7' }, false).api.call(item, { params: { id: 7 } })).resolves.toEqual({
      id: '7',
    });
  });

  it('builds the address of an endpoint for links and downloads', () => {
    expect(endpointPath(item, { params: { id: 9 }, query: { full: false } })).toBe('/things/9?full=false');
  });
});
