import { LIMITS } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { checkUploadSize, UPLOAD_ACCEPT } from './upload-check.ts';

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
