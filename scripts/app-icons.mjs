// Draws the trade app's install icons (three rising bars on the brand blue) as PNGs into apps/trade/public/icons.
// Run once after changing the design: node scripts/app-icons.mjs. The PNGs are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BLUE = [0x3b, 0x5b, 0xdb];
const WHITE = [0xff, 0xff, 0xff];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** `inset`: the share of the side the bars keep clear on each edge (maskable icons keep to the middle 80 %). */
function icon(size, inset) {
  const pixel = (x, y) => {
    const u = x / size;
    const v = y / size;
    const inner = 1 - 2 * inset;
    const bars = [0.35, 0.6, 0.85]; // heights, as shares of the inner box
    const barWidth = inner / 5;
    for (let i = 0; i < 3; i++) {
      const left = inset + barWidth * (2 * i);
      const top = inset + inner * (1 - bars[i]);
      if (u >= left && u < left + barWidth && v >= top && v < 1 - inset) return WHITE;
    }
    return BLUE;
  };
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) Buffer.from(pixel(x, y)).copy(row, 1 + x * 3);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const dir = new URL('../apps/trade/public/icons/', import.meta.url);
mkdirSync(dir, { recursive: true });
writeFileSync(new URL('icon-192.png', dir), icon(192, 0.2));
writeFileSync(new URL('icon-512.png', dir), icon(512, 0.2));
writeFileSync(new URL('maskable-512.png', dir), icon(512, 0.28));
writeFileSync(new URL('apple-touch-icon.png', dir), icon(180, 0.2));
console.log('icons written to apps/trade/public/icons');
