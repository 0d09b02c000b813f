import { identityApi } from '@platform/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../testing/api.ts';
import { useTestApp } from '../testing/test-app.ts';

const t = useTestApp({ admin: false });
beforeAll(() => {
  // Routes that fail the ways real code can, registered before the app is ready.
  t.app.get('/api/test/crash', async () => {
    throw new Error('connect ECONNREFUSED 10.0.0.7:5432 password=hunter2');
  });
  t.app.get('/api/test/reject', async () => Promise.reject({ secret: 'internal state' }));
});

const LOGIN = `/api${identityApi.login.path}`;
/** A raw JSON body sent to the log-in endpoint. */
const postJson = (payload: string) =>
  t.app.inject({ method: 'POST', url: LOGIN, payload, headers: { 'content-type': 'application/json' } });

describe('the envelope', () => {
  it('answers an unknown /api path with 404 in the envelope, whatever the method', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await call(t.app, method, '/api/no/such/thing');
      expect(res.status, method).toBe(404);
      expect(res.body).toEqual({ code: 404, msg: 'The URL does not exist', data: null });
    }
  });

  it('answers malformed JSON with 400 in the envelope', async () => {
    const res = await postJson('{"account": "a",');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(400);
    expect(typeof body.msg).toBe('string');
    expect(body.data).toBeNull();
  });

  it('reads an empty JSON body as an empty object: field errors, not a parser error', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8']) {
      const res = await t.app.inject({ method: 'POST', url: LOGIN, headers: { 'content-type': type } });
      expect(res.statusCode, type).toBe(400);
      expect(res.json().msg).toBe('Please Enter User ID or Email');
    }
  });

  it('refuses an oversized JSON body with 413, not with the upload message', async () => {
    const res = await postJson(JSON.stringify({ account: 'a'.repeat(2 * 1024 * 1024), password: 'x' }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 413, data: null });
    expect(res.json().msg).not.toMatch(/size cannot exceed/);
  });

  it('refuses JSON that poisons prototypes', async () => {
    const res = await postJson('{"account":"a","password":"b","__proto__":{"admin":true}}');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null });
  });

  it('names the first bad field in msg and lists every field error in data', async () => {
    const res = await call(t.app, 'POST', LOGIN, { body: { account: '', password: '' } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('Please Enter User ID or Email');
    expect(res.body.data).toEqual([
      { field: 'account', message: 'Please Enter User ID or Email' },
      { field: 'password', message: 'Please Enter Password' },
    ]);
  });

  it('never shows the internals of a 5xx', async () => {
    for (const url of ['/api/test/crash', '/api/test/reject']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(500);
      expect(res.json()).toEqual({
        code: 500,
        msg: 'Something went wrong on our side. Please try again',
        data: null,
      });
      expect(res.payload).not.toMatch(/hunter2|ECONNREFUSED|internal state|stack/);
    }
  });

  it('says it in Chinese when asked', async () => {
    const res = await call(t.app, 'GET', '/api/test/crash', { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(res.body.msg).toBe('服务器出错，请稍后再试');
    const missing = await call(t.app, 'GET', '/api/nope', { headers: { 'accept-language': 'zh' } });
    expect(missing.body.msg).toBe('地址不存在');
  });
});
