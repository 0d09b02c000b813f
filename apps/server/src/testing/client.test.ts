// The request client (packages/client) against the real server over real HTTP: envelope, token, language, timeout,
// cancel-on-repeat, network failure and upload. The client package itself never imports the server; this file joins them.

import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { ApiError, type ClientOptions, createClient, fieldErrorsOf, loadMessages } from '@platform/client';
import { adminApi, identityApi, type QueryInput, systemApi } from '@platform/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { lastCode, signIn, signUp, uniqueEmail } from './api.ts';
import { png } from './multipart.ts';
import { HOUSE_INVITE, useTestApp } from './test-app.ts';

let baseURL: string;
let user: Awaited<ReturnType<typeof signUp>>;
const t = useTestApp({ admin: false });
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseURL = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
  user = await signUp(t.app);
});

function client(options: Partial<ClientOptions> = {}) {
  const onSessionExpired = vi.fn<(error: ApiError) => void>();
  const onNetworkError = vi.fn<(error: ApiError) => void>();
  const api = createClient({ baseURL, onSessionExpired, onNetworkError, ...options });
  return { api, onSessionExpired, onNetworkError };
}

/** What a promise rejected with, failing the test when it resolved. */
async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

const credentials = () => ({ account: user.email, password: user.password });

describe('the envelope', () => {
  it('resolves code 200 to data, sending GET parameters as a query string', async () => {
    const { api } = client();
    // A null parameter is left out of the query string.
    const query = { dictType: 'mediate_send_type', unused: null } as QueryInput<typeof systemApi.dictData>;
    const entries = await api.call(systemApi.dictData, { query });
    expect(entries.map((e) => e.dictValue)).toContain('email');
  });

  it('rejects any other code with an ApiError carrying code, msg and data', async () => {
    const { api, onSessionExpired, onNetworkError } = client();
    const error = await rejection(api.call(identityApi.login, { body: { account: '', password: '' } }));
    expect(error).toMatchObject({ kind: 'api', code: 400, msg: 'Please Enter User ID or Email', silent: false });
    expect(error.data).toEqual([
      { field: 'account', message: 'Please Enter User ID or Email' },
      { field: 'password', message: 'Please Enter Password' },
    ]);
    expect(fieldErrorsOf(error)).toEqual({
      account: 'Please Enter User ID or Email',
      password: 'Please Enter Password',
    });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(onNetworkError).not.toHaveBeenCalled();
  });

  it('calls onSessionExpired on 401 and rejects', async () => {
    const { api, onSessionExpired } = client({ getToken: () => 'x'.repeat(43) });
    const error = await rejection(api.call(identityApi.getUserInfo));
    expect(error).toMatchObject({ kind: 'api', code: 401, msg: 'Login expired' });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionExpired.mock.calls[0]![0]).toMatchObject({ code: 401, msg: 'Login expired' });
  });

  it('calls onSessionExpired on 403 and rejects', async () => {
    const { api, onSessionExpired } = client({ getToken: () => user.token });
    const error = await rejection(api.call(adminApi.findUsers));
    expect(error.code).toBe(403);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});

describe('requests', () => {
  it('carries the token in the Authorization header', async () => {
    const { api } = client({ getToken: () => user.token });
    const me = await api.call(identityApi.getUserInfo);
    expect(me).toMatchObject({ userId: user.user.userId, email: user.email });
  });

  it('drops null fields from POST bodies', async () => {
    const email = uniqueEmail('client');
    const { api } = client();
    await api.call(identityApi.getEmailCode, { body: { email } });
    const code = await lastCode(t.app, email);
    // The server refuses `username: null`; dropped, it is simply absent.
    const registered = await api.call(identityApi.emailRegister, {
      body: { email, password: 'password-123', username: null, code, inviteCode: HOUSE_INVITE },
    });
    expect(registered.username).toBeNull();
  });

  it('posts without a body (log-out) and the session ends', async () => {
    const token = await signIn(t.app, user.email, user.password);
    const { api, onSessionExpired } = client({ getToken: () => token });
    await api.call(identityApi.logout);
    await rejection(api.call(identityApi.getUserInfo));
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('asks for the language it is given: Chinese messages in Chinese', async () => {
    // As an app does before it turns Chinese: the Chinese texts are fetched on first need.
    await loadMessages('zh');
    const { api, onSessionExpired } = client({ getLanguage: () => 'zh', getToken: () => 'y'.repeat(43) });
    const error = await rejection(api.call(identityApi.login, { body: { account: '', password: '' } }));
    expect(error.msg).toBe('请输入用户ID或邮箱');
    await rejection(api.call(identityApi.getUserInfo));
    expect(onSessionExpired.mock.calls[0]![0].msg).toBe('登录失效');
  });
});

describe('cancel-on-repeat', () => {
  it('aborts the older of two identical requests with a silent abort error', async () => {
    const { api, onNetworkError } = client();
    const older = api.call(identityApi.login, { body: credentials() });
    const newer = api.call(identityApi.login, { body: credentials() });
    const error = await rejection(older);
    expect(error).toMatchObject({ kind: 'abort', msg: '', silent: true, name: 'AbortError' });
    expect(await newer).toMatchObject({ token: expect.any(String) });
    expect(onNetworkError).not.toHaveBeenCalled();
  });

  it('lets requests with different parameters run side by side', async () => {
    const { api } = client();
    const [currencies, sendTypes] = await Promise.all([
      api.call(systemApi.dictData, { query: { dictType: 'currency_type' } }),
      api.call(systemApi.dictData, { query: { dictType: 'mediate_send_type' } }),
    ]);
    expect(currencies.length).toBeGreaterThan(0);
    expect(sendTypes.length).toBeGreaterThan(0);
  });

  it('lets a caller opt out, so identical requests all complete', async () => {
    const { api } = client();
    const results = await Promise.all(
      [1, 2].map(() => api.call(systemApi.dictData, { query: { dictType: 'currency_type' } }, { allowParallel: true })),
    );
    expect(results.every((r) => r.length > 0)).toBe(true);
  });
});

describe('failures of the network', () => {
  it('times out with kind timeout and calls onNetworkError', async () => {
    // Checking a password takes the server far longer than a millisecond.
    const { api, onNetworkError } = client({ timeoutMs: 1 });
    const error = await rejection(api.call(identityApi.login, { body: credentials() }));
    expect(error).toMatchObject({ kind: 'timeout', msg: 'Network error', silent: false });
    expect(onNetworkError).toHaveBeenCalledTimes(1);
  });

  it('times out an upload the same way', async () => {
    const { api, onNetworkError } = client({ timeoutMs: 1, getToken: () => user.token });
    const error = await rejection(api.upload(pngBlob(3 * 1024 * 1024), { fileName: 'slow.png' }));
    expect(error).toMatchObject({ kind: 'timeout', msg: 'Network error' });
    expect(onNetworkError).toHaveBeenCalledTimes(1);
  });

  it('reports a refused connection as a network error', async () => {
    const port = await closedPort();
    const { api, onNetworkError } = client({ baseURL: `http://127.0.0.1:${port}/api`, getLanguage: () => 'en' });
    const error = await rejection(api.call(identityApi.getUserInfo));
    expect(error).toMatchObject({ kind: 'network', msg: 'Network error' });
    expect(onNetworkError).toHaveBeenCalledTimes(1);
  });
});

describe('upload', () => {
  it('answers with the API base + the relative path, and the owner can fetch the file', async () => {
    const { api } = client({ getToken: () => user.token });
    const result = await api.upload(pngBlob(), {
      fileName: 'receipt.png',
    });
    expect(result.path).toMatch(/^\/file\/[0-9a-f-]{36}\.png$/);
    expect(result.url).toBe(`${baseURL}${result.path}`);
    expect(result.data.mime).toBe('image/png');
    const blob = await api.fetchFile(result.url);
    expect(Buffer.from(await blob.arrayBuffer()).equals(png())).toBe(true);
  });

  it('takes files past the JSON body limit, up to the upload limit', async () => {
    const { api } = client({ getToken: () => user.token });
    const big = png(3 * 1024 * 1024);
    const result = await api.upload(pngBlob(big.length), { fileName: 'scan.png' });
    expect(result.data.size).toBe(big.length);
  });

  it('rejects a refused file with the server message', async () => {
    const { api } = client({ getToken: () => user.token });
    const error = await rejection(api.upload(new Blob(['<html></html>']), { fileName: 'x.png' }));
    expect(error).toMatchObject({ kind: 'api', code: 415 });
    expect(fieldErrorsOf(error)).toEqual({ file: error.msg });
  });

  it('calls onSessionExpired when signed out', async () => {
    const { api, onSessionExpired } = client();
    const error = await rejection(api.upload(pngBlob(), { fileName: 'a.png' }));
    expect(error.code).toBe(401);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  // Who else may read it (the operators of the queue it was handed in to) is file-readers.test.ts's.
  it('lets its owner fetch a private file by URL, and no one signed out', async () => {
    const { api } = client({ getToken: () => user.token });
    const { url } = await api.upload(pngBlob(), { fileName: 'id.png' });
    expect((await api.fetchFile(url)).size).toBe(png().length);
    const stranger = await rejection(client().api.fetchFile(url));
    expect(stranger.code).toBe(401);
  });
});

const pngBlob = (size?: number) => new Blob([new Uint8Array(png(size))], { type: 'image/png' });

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
