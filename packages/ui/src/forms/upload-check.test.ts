import { LIMITS } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import {
  acceptsImagesOnly,
  checkUploadSize,
  matchesAccept,
  planUploads,
  UPLOAD_ACCEPT,
  uploadFields,
} from './upload-check.ts';

const fileOf = (bytes: number, type = 'image/png') => new File([new Uint8Array(bytes)], 'x', { type });

describe('upload size check', () => {
  it('accepts a file of exactly 10 MB and refuses one byte more, naming the limit in M', () => {
    expect(checkUploadSize(fileOf(LIMITS.uploadMaxBytes))).toBeNull();
    expect(checkUploadSize(fileOf(LIMITS.uploadMaxBytes + 1))).toEqual({ reason: 'tooLarge', sizeMb: 10 });
  });

  it('honours a smaller limit', () => {
    expect(checkUploadSize(fileOf(3 * 1024 * 1024), 2 * 1024 * 1024)).toEqual({ reason: 'tooLarge', sizeMb: 2 });
  });

  it('offers images and PDF', () => {
    expect(UPLOAD_ACCEPT.split(',')).toEqual(expect.arrayContaining(['image/png', 'image/jpeg', 'application/pdf']));
  });
});

describe('planning several uploads', () => {
  const named = (name: string, bytes = 10, type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });

  it('sends the good files up to the room left and names the rest by reason', () => {
    const big = named('big.png', LIMITS.uploadMaxBytes + 1);
    const zip = named('a.zip', 10, 'application/zip');
    const [a, b, c] = [named('a.png'), named('b.pdf', 10, 'application/pdf'), named('c.jpg', 10, 'image/jpeg')];
    const plan = planUploads([a, big, zip, b, c], 2);
    expect(plan.send).toEqual([a, b]);
    expect(plan.tooLarge).toEqual([big]);
    expect(plan.notAccepted).toEqual([zip]);
    expect(plan.overLimit).toEqual([c]);
  });

  it('sends nothing when the list is full', () => {
    expect(planUploads([named('a.png')], 0).overLimit).toHaveLength(1);
  });

  it('matches accept lists by exact type, wildcard and extension', () => {
    expect(matchesAccept(named('x.webp', 1, 'image/webp'), 'image/*')).toBe(true);
    expect(matchesAccept(named('x.pdf', 1, ''), '.pdf')).toBe(true);
    expect(matchesAccept(named('x.gif', 1, 'image/gif'), 'image/png,image/jpeg')).toBe(false);
  });
});

describe('an images-only picker', () => {
  const IMAGES = 'image/png,image/jpeg,image/gif,image/webp';
  it('is told apart from one that takes PDF too', () => {
    expect(acceptsImagesOnly(IMAGES)).toBe(true);
    expect(acceptsImagesOnly('image/*')).toBe(true);
    expect(acceptsImagesOnly(UPLOAD_ACCEPT)).toBe(false);
    expect(acceptsImagesOnly(undefined)).toBe(false);
  });

  it('asks the server for images only, so its refusal never mentions PDF', () => {
    expect(uploadFields('private', IMAGES)).toEqual({ visibility: 'private', accept: 'image' });
    expect(uploadFields('public', UPLOAD_ACCEPT)).toEqual({ visibility: 'public' });
  });
});
