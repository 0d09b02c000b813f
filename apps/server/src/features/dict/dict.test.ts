import { countryEntry, DICT_TYPES, systemApi } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { call } from '../../testing/api.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp({ admin: false });

describe('GET /api/dict/data', () => {
  it.each(DICT_TYPES)('answers %s with label/value entries, to anyone', async (dictType) => {
    const res = await call(t.app, 'GET', `/api${systemApi.dictData.path}?dictType=${dictType}`);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const entry of res.body.data) {
      expect(Object.keys(entry).sort()).toEqual(['dictLabel', 'dictValue']);
      expect(typeof entry.dictLabel).toBe('string');
      expect(typeof entry.dictValue).toBe('string');
    }
  });

  it('lists the ISO 3166 countries as one JSON entry in mediate_country', async () => {
    const res = await call(t.app, 'GET', `/api${systemApi.dictData.path}?dictType=mediate_country`);
    expect(res.body.data).toHaveLength(1);
    const countries = JSON.parse(res.body.data[0].dictValue) as unknown[];
    expect(countries.length).toBeGreaterThanOrEqual(249);
    const codes = countries.map((c) => {
      const entry = countryEntry.parse(c);
      expect(entry.country_code).toMatch(/^[A-Z]{2}$/);
      expect(entry.country_name_en.length).toBeGreaterThan(0);
      return entry.country_code;
    });
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(['US', 'CN', 'GB']));
  });

  it('refuses an unknown or missing dictType with a field error', async () => {
    for (const url of [`/api${systemApi.dictData.path}?dictType=nope`, `/api${systemApi.dictData.path}`]) {
      const res = await call(t.app, 'GET', url);
      expect(res.status, url).toBe(400);
      expect(res.body.code).toBe(400);
      expect(res.body.msg).toBe('Unknown dictionary type');
      expect(res.body.data).toEqual([{ field: 'dictType', message: 'Unknown dictionary type' }]);
    }
  });
});
