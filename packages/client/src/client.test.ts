// The client's own behaviour with a stand-in fetch; testing/client.test.ts in the server drives it over real HTTP.
import { endpoint, RAW_RESPONSE, z } from '@platform/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from './api-error.ts';
import { createClient } from './client.ts';

// Endpoints that accept anything: these tests are about the transport, not a contract.
const anyGet = endpoint({
  tag: 'test',
  caller: 'public',
  method: 'GET',
  path: '/things',
  query: z.record(z.string(), z.unknown()),
  response: z.unknown(),
});
const anyPost = endpoint({ ...anyGet, method: 'POST', query: undefined, body: z.record(z.string(), z.unknown()) });

interface Sent {
  url: string;
  init: RequestInit;
}

function fakeServer(
  answer: (sent: Sent) => Response | Promise<Response> = () => json({ code: 200, msg: 'Success', data: 1 }),
) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    const call = { url: String(url), init };
    sent.push(call);
    if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    return answer(call);
  }) as unknown as typeof globalThis.fetch;
  return { sent, fetch };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: ApiError) => error,
  );
}

describe('createClient', () => {
  it('sends the token, the language and a JSON content type, and POSTs JSON without null fields', async () => {
    const server = fakeServer();
    const api = createClient({
      baseURL: 'https://api.example.com/api',
      getToken: () => 'token-123',
      getLanguage: () => 'zh',
      fetch: server.fetch,
    });
    await api.call(anyPost, { body: { email: 'a@b.co', username: null, inviteCode: undefined, nested: { x: null } } });
    const [post] = server.sent;
    expect(post!.url).toBe('https://api.example.com/api/things');
    expect(post!.init.method).toBe('POST');
    expect(post!.init.headers).toEqual({
      'Content-Type': 'application/json',
      'Accept-Language': 'zh',
      Authorization: 'token-123',
    });
    expect(JSON.parse(post!.init.body as string)).toEqual({ email: 'a@b.co', nested: {} });
  });

  it('sends an idempotency key as the Idempotency-Key header, and none when not given', async () => {
    const server = fakeServer();
    const api = createClient({ baseURL: '/api', fetch: server.fetch });
    await api.call(anyPost, { body: { amount: '1' } }, { idempotencyKey: 'key-12345678' });
    await api.call(anyPost, { body: { amount: '2' } });
    expect(server.sent[0]!.init.headers).toMatchObject({ 'Idempotency-Key': 'key-12345678' });
    expect(server.sent[1]!.init.headers).not.toHaveProperty('Idempotency-Key');
  });

  it('GETs with a query string and no body, and leaves out the token when there is none', async () => {
    const server = fakeServer();
    const api = createClient({ baseURL: '/api', fetch: server.fetch });
    await api.call(anyGet, { query: { dictType: 'currency_type', page: null } });
    const [get] = server.sent;
    expect(get!.url).toBe('/api/things?dictType=currency_type');
    expect(get!.init.method).toBe('GET');
    expect(get!.init.body).toBeUndefined();
    expect(get!.init.headers).not.toHaveProperty('Authorization');
    expect(get!.init.headers).toHaveProperty('Accept-Language', 'en');
  });

  it('honours a signal that was aborted before the call, silently', async () => {
    const server = fakeServer();
    const onNetworkError = vi.fn();
    const api = createClient({ baseURL: '/api', fetch: server.fetch, onNetworkError });
    const error = await rejection(api.call(anyGet, {}, { signal: AbortSignal.abort() }));
    expect(error).toMatchObject({ kind: 'abort', silent: true });
    const upload = await rejection(api.upload(new Blob(['x']), { signal: AbortSignal.abort() }));
    expect(upload).toMatchObject({ kind: 'abort', silent: true });
    expect(onNetworkError).not.toHaveBeenCalled();
  });

  it('treats a response that is not the envelope as a failure, never as data', async () => {
    const onNetworkError = vi.fn();
    const html = fakeServer(() => new Response('<html>502 Bad Gateway</html>', { status: 502 }));
    const api = createClient({ baseURL: '/api', fetch: html.fetch, onNetworkError });
    expect(await rejection(api.call(anyGet))).toMatchObject({ kind: 'network', code: 502, msg: 'Network error' });
    expect(onNetworkError).toHaveBeenCalledTimes(1);

    const odd = fakeServer(() => json({ hello: 'world' }));
    const other = createClient({ baseURL: '/api', fetch: odd.fetch });
    expect(await rejection(other.call(anyGet))).toMatchObject({ kind: 'api', code: 200 });
  });

  it('says "Upload fail" when an upload gets no envelope back', async () => {
    const server = fakeServer(() => new Response('<html>413 Request Entity Too Large</html>', { status: 413 }));
    const api = createClient({ baseURL: '/api', fetch: server.fetch });
    const error = await rejection(api.upload(new File(['x'], 'a.png')));
    expect(error).toMatchObject({ kind: 'api', code: 413, msg: 'Upload fail' });
    const form = server.sent[0]!.init.body as FormData;
    expect((form.get('file') as File).name).toBe('a.png');
    expect(server.sent[0]!.init.headers).not.toHaveProperty('Content-Type');
  });

  it('downloads a file answer for a POSTed body, and rejects a refusal with the server message and fields', async () => {
    const pdf = endpoint({ ...anyPost, response: RAW_RESPONSE });
    const server = fakeServer(({ init }) =>
      JSON.parse(String(init.body)).token === 'good'
        ? new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } })
        : json({ code: 404, msg: 'This link is not valid', data: [{ field: 'token', message: 'x' }] }, 404),
    );
    const api = createClient({ baseURL: '/api', fetch: server.fetch, getLanguage: () => 'en' });
    const blob = await api.download(pdf, { body: { token: 'good' } });
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(server.sent[0]!.init.method).toBe('POST');
    expect(server.sent[0]!.init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    const refused = await rejection(api.download(pdf, { body: { token: 'bad' } }));
    expect(refused).toMatchObject({ kind: 'api', code: 404, msg: 'This link is not valid' });
    expect(refused.data).toEqual([{ field: 'token', message: 'x' }]);
  });
});
