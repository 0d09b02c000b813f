import { describe, expect, it } from 'vitest';
import { sniffFileType } from './sniff.ts';

const b = (...bytes: number[]) => Buffer.from(bytes);

describe('sniffFileType', () => {
  it('knows the accepted types by their signatures', () => {
    expect(sniffFileType(b(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffFileType(b(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffFileType(Buffer.from('GIF89a....'))).toBe('image/gif');
    expect(sniffFileType(Buffer.concat([Buffer.from('RIFF'), b(0, 0, 0, 0), Buffer.from('WEBPVP8 ')]))).toBe(
      'image/webp',
    );
    expect(sniffFileType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(sniffFileType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffFileType(Buffer.from('<html><script>alert(1)</script>'))).toBeNull();
    expect(sniffFileType(Buffer.from('MZ\x90\x00'))).toBeNull();
    expect(sniffFileType(Buffer.alloc(0))).toBeNull();
    expect(sniffFileType(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull();
  });
});
