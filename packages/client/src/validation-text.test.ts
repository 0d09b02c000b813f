import { endpoint, MESSAGES, z } from '@platform/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from './api-error.ts';
import { createClient } from './client.ts';
import { describeSchemaMessage, fieldLabel, isSchemaDefaultMessage, readableValidation } from './validation-text.ts';

const failure = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );

const ENUM = 'Invalid option: expected one of "submitted"|"accepted"|"rejected"';

describe('readable validation messages', () => {
  it('names the field and the problem instead of zod’s text, in English and Chinese', () => {
    const data = [{ field: 'status', message: ENUM }];
    expect(readableValidation(`status: ${ENUM}`, data, 'en')).toEqual({
      msg: 'Status: choose one of the allowed values',
      data: [{ field: 'status', message: 'Choose one of the allowed values' }],
    });
    expect(readableValidation(`status: ${ENUM}`, data, 'zh').msg).toBe('状态：请选择允许的值');
  });

  it('keeps the contracts’ own messages, the envelope’s and the fields’', () => {
    const data = [
      { field: 'email', message: 'Please enter a valid email' },
      { field: 'size', message: 'Too big: expected number to be <=100' },
    ];
    const out = readableValidation('Please enter a valid email', data, 'en');
    expect(out.msg).toBe('Please enter a valid email');
    expect(out.data[0]).toEqual(data[0]);
    expect(out.data[1]).toEqual({ field: 'size', message: 'At most 100' });
  });

  it('words each kind of default message', () => {
    const cases: [string, string, string][] = [
      ['Invalid input: expected string, received undefined', 'This is required', '此项为必填'],
      ['Invalid input: expected number, received NaN', 'Enter a number', '请输入数字'],
      ['Too big: expected string to have <=50 characters', 'At most 50 characters', '最多 50 个字符'],
      ['Too small: expected string to have >=1 characters', 'This is required', '此项为必填'],
      ['Too small: expected number to be >=1', 'At least 1', '不能小于 1'],
      ['Too big: expected array to have <=20 items', 'At most 20 items', '最多 20 项'],
      ['Invalid ISO date', 'Enter a valid date', '请输入有效的日期'],
      ['Invalid string: must match pattern /^a$/', 'Not in the right format', '格式不正确'],
      ['Invalid input', 'Not valid', '无效'],
      ['Unrecognized key: "extra"', 'Not expected here ("extra")', '不应出现（"extra"）'],
    ];
    for (const [raw, en, zh] of cases) {
      expect(isSchemaDefaultMessage(raw)).toBe(true);
      expect(describeSchemaMessage(raw, 'en')).toBe(en);
      expect(describeSchemaMessage(raw, 'zh')).toBe(zh);
    }
  });

  it('takes no message of the contracts’ catalogue for a default one', () => {
    const ours = Object.values(MESSAGES).flatMap((m) => [m.en, m.zh]);
    expect(ours.filter(isSchemaDefaultMessage)).toEqual([]);
  });

  it('names fields in words', () => {
    expect(fieldLabel('userId', 'en')).toBe('User ID');
    expect(fieldLabel('evidence.2', 'en')).toBe('Evidence #3');
    expect(fieldLabel('userId', 'zh')).toBe('用户ID');
    expect(fieldLabel('frontImage', 'zh')).toBe('Front image');
  });

  it('rewrites a 400 as the client rejects with it, and leaves other codes alone', async () => {
    const find = endpoint({
      tag: 'test',
      caller: 'public',
      method: 'GET',
      path: '/things',
      query: z.record(z.string(), z.unknown()),
      response: z.unknown(),
    });
    const answer = vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 400, msg: `status: ${ENUM}`, data: [{ field: 'status', message: ENUM }] })),
    );
    const api = createClient({ baseURL: '/api', getLanguage: () => 'en', fetch: answer as typeof fetch });
    const error = await failure(api.call(find, { query: { status: 'x' } }));
    expect(error.msg).toBe('Status: choose one of the allowed values');
    answer.mockImplementation(async () => new Response(JSON.stringify({ code: 409, msg: ENUM, data: null })));
    const conflict = await failure(api.call(find, { query: { status: 'y' } }));
    expect(conflict.msg).toBe(ENUM);
  });
});
