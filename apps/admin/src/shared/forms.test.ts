// The form validator every back-office form builds on: which field each refusal lands on and in whose words.
import { MESSAGES, z } from '@platform/contracts';
import type { LooseTranslate } from '@platform/ui';
import { describe, expect, it } from 'vitest';
import { hintOf, schemaErrors } from './forms.ts';

const reason = MESSAGES.reasonRequired;
const schema = z.object({
  name: z.string().min(1),
  fee: z.string().min(1, reason.en),
  params: z.object({ periods: z.array(z.number({ error: reason.en })) }),
  reason: z.string().min(1, reason.en),
});
const valid = { name: 'Alpha', fee: '1', params: { periods: [7] }, reason: 'New product' };
const hint = (field: string) => `hint ${field}`;

describe('schemaErrors', () => {
  it('finds nothing in values the schema takes', () => {
    expect(schemaErrors(schema, valid, 'en', { hint })).toEqual({});
  });

  it('keeps the first message of each field, by its path, in the operator’s language', () => {
    const bad = { ...valid, reason: '', params: { periods: ['a', 'b'] } };
    expect(schemaErrors(schema, bad, 'en')).toEqual({
      'params.periods.0': reason.en,
      'params.periods.1': reason.en,
      reason: reason.en,
    });
    expect(schemaErrors(schema, bad, 'zh').reason).toBe(reason.zh);
  });

  it('shows zod’s own English nowhere when the form has hints, and catalogue messages as they are', () => {
    const errors = schemaErrors(schema, { ...valid, name: '', reason: '' }, 'zh', { hint });
    expect(errors).toEqual({ name: 'hint name', reason: reason.zh });
  });

  it('shows the hint on hinted fields even where the catalogue has a message', () => {
    const errors = schemaErrors(schema, { ...valid, fee: '', reason: '' }, 'en', { hint, hinted: ['fee'] });
    expect(errors).toEqual({ fee: 'hint fee', reason: reason.en });
  });

  it('places each refusal on the form field its path names, the first one winning', () => {
    const fieldOf = (path: string) => path.replace(/^params\./, '').replace(/\.\d+$/, '');
    const errors = schemaErrors(schema, { ...valid, params: { periods: ['a', 'b'] } }, 'en', { fieldOf, hint });
    expect(errors).toEqual({ periods: reason.en });
  });
});

describe('hintOf', () => {
  const t = ((key: string, params?: Record<string, unknown>) =>
    `${key}${params ? JSON.stringify(params) : ''}`) as LooseTranslate;

  it('words a field by its own hint, or by the feature’s `other` hint when it has none', () => {
    const words = hintOf(t, 'x.errors', { name: 'Enter a name', other: 'Check this field' });
    expect(words('name')).toBe('x.errors.name');
    expect(words('pool')).toBe('x.errors.other');
    expect(hintOf(t, 'x.errors', {}, { max: 5 })('fee')).toBe('x.errors.other{"max":5}');
  });
});
