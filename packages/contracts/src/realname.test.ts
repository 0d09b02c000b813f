import { describe, expect, it } from 'vitest';
import { kycBody, realNameBody } from './realname.ts';

const fieldsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('real-name body', () => {
  it('reports an empty ID number beside every other missing field', () => {
    const empty = { fullName: '', idType: '', idNumber: '', country: '', frontImage: '', backImage: '' };
    expect(Object.keys(fieldsOf(realNameBody.safeParse(empty))).sort()).toEqual(
      ['backImage', 'country', 'frontImage', 'fullName', 'idNumber', 'idType'].sort(),
    );
  });

  it('words the missing number for the chosen ID type even when other fields are wrong', () => {
    const passport = { fullName: '', idType: 'passport', idNumber: ' ', country: '', frontImage: '', backImage: '' };
    expect(fieldsOf(realNameBody.safeParse(passport)).idNumber).toBe(
      fieldsOf(realNameBody.safeParse({ ...passport, fullName: 'A B', country: 'GB' })).idNumber,
    );
    expect(fieldsOf(realNameBody.safeParse(passport)).idNumber).toMatch(/passport/i);
  });

  it('checks the number format with the rest of the form invalid', () => {
    const bad = { fullName: '', idType: 'id_card', idNumber: '#', country: '', frontImage: '', backImage: '' };
    expect(fieldsOf(realNameBody.safeParse(bad)).idNumber).toBeDefined();
  });
});

describe('KYC body', () => {
  it('reports the ID number and an ID card’s missing back beside the other fields', () => {
    const result = kycBody.safeParse({ country: '', idType: 'id_card', firstName: '', lastName: '', idNumber: '' });
    expect(Object.keys(fieldsOf(result))).toEqual(expect.arrayContaining(['idNumber', 'backImage', 'firstName']));
  });
});
