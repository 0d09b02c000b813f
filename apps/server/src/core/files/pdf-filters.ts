// Decoding a PDF stream's data through its filters (the ones that can carry PDF objects: Flate, LZW, ASCIIHex,
// ASCII85, RunLength, with PNG and TIFF predictors), so a scan sees what a viewer would parse. Each decoder starts at
// the data and stops at its own end marker, so it needs no trust in the declared /Length. Output is bounded.
import { constants, inflateRawSync } from 'node:zlib';

export class DecodeBudgetExceeded extends Error {}
export class UndecodableStream extends Error {}

export interface DecodeParms {
  predictor: number;
  colors: number;
  bitsPerComponent: number;
  columns: number;
  earlyChange: number;
}

export const DEFAULT_PARMS: DecodeParms = { predictor: 1, colors: 1, bitsPerComponent: 8, columns: 1, earlyChange: 1 };

/** Counts decoded bytes against one budget for the whole document. */
export class DecodeBudget {
  constructor(private left: number) {}
  take(bytes: number) {
    this.left -= bytes;
    if (this.left < 0) throw new DecodeBudgetExceeded();
  }
  get remaining() {
    return Math.max(this.left, 0);
  }
}

function flate(data: Buffer, budget: DecodeBudget): Buffer {
  const [cmf = 0, flg = 0] = data;
  // What every viewer checks of the zlib header: deflate, and the header's checksum.
  if ((cmf & 0x0f) !== 8 || ((cmf << 8) + flg) % 31 !== 0) throw new UndecodableStream('bad zlib header');
  try {
    // Raw inflate past the header: stops at the end of the deflate data, ignores the checksum (as viewers do) and
    // whatever follows, and gives what there is of a stream cut short.
    return inflateRawSync(data.subarray(2), {
      finishFlush: constants.Z_SYNC_FLUSH,
      maxOutputLength: Math.max(budget.remaining, 1),
    });
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new DecodeBudgetExceeded();
    throw new UndecodableStream('bad deflate data');
  }
}

function lzw(data: Buffer, budget: DecodeBudget, earlyChange: number): Buffer {
  const out: number[] = [];
  let table: number[][] = [];
  const reset = () => {
    table = Array.from({ length: 258 }, (_, i) => [i]);
  };
  reset();
  let width = 9;
  let bits = 0;
  let buffer = 0;
  let previous: number[] | null = null;
  for (const byte of data) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= width) {
      const code = (buffer >> (bits - width)) & ((1 << width) - 1);
      bits -= width;
      buffer &= (1 << bits) - 1;
      if (code === 256) {
        reset();
        width = 9;
        previous = null;
        continue;
      }
      if (code === 257) return Buffer.from(out);
      let entry = table[code];
      if (!entry) {
        if (!previous || code !== table.length) throw new UndecodableStream('bad LZW code');
        entry = [...previous, previous[0] as number];
      }
      if (previous) table.push([...previous, entry[0] as number]);
      for (const b of entry) out.push(b);
      if (out.length > budget.remaining) throw new DecodeBudgetExceeded();
      previous = entry;
      if (table.length + earlyChange >= 1 << width && width < 12) width++;
    }
  }
  return Buffer.from(out);
}

function asciiHex(data: Buffer): Buffer {
  const text = data.toString('latin1');
  const end = text.indexOf('>');
  const digits = (end < 0 ? text : text.slice(0, end)).replace(/[\0\t\n\f\r ]/g, '');
  if (/[^0-9A-Fa-f]/.test(digits)) throw new UndecodableStream('bad hex');
  return Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex');
}

function ascii85(data: Buffer): Buffer {
  const text = data.toString('latin1');
  const end = text.indexOf('~>');
  const body = (end < 0 ? text : text.slice(0, end)).replace(/[\0\t\n\f\r ]/g, '');
  const out: number[] = [];
  let group: number[] = [];
  const flush = (count: number) => {
    let value = 0;
    for (let i = 0; i < 5; i++) value = value * 85 + (group[i] ?? 84);
    for (let i = 0; i < count; i++) out.push((value >>> (24 - 8 * i)) & 0xff);
    group = [];
  };
  for (const c of body) {
    if (c === 'z' && group.length === 0) out.push(0, 0, 0, 0);
    else if (c >= '!' && c <= 'u') {
      group.push(c.charCodeAt(0) - 33);
      if (group.length === 5) flush(4);
    } else throw new UndecodableStream('bad ASCII85');
  }
  if (group.length > 1) flush(group.length - 1);
  return Buffer.from(out);
}

function runLength(data: Buffer, budget: DecodeBudget): Buffer {
  const out: number[] = [];
  for (let i = 0; i < data.length; ) {
    const length = data[i++] as number;
    if (length === 128) break;
    if (length < 128) {
      for (const b of data.subarray(i, i + length + 1)) out.push(b);
      i += length + 1;
    } else {
      const b = data[i++] ?? 0;
      for (let n = 0; n < 257 - length; n++) out.push(b);
    }
    if (out.length > budget.remaining) throw new DecodeBudgetExceeded();
  }
  return Buffer.from(out);
}

/** Undoes a PNG (10-15) or TIFF (2, 8 bits) predictor. */
function unpredict(data: Buffer, p: DecodeParms): Buffer {
  if (p.predictor === 1) return data;
  const bytesPerPixel = Math.max(1, Math.ceil((p.colors * p.bitsPerComponent) / 8));
  const rowLength = Math.ceil((p.colors * p.bitsPerComponent * p.columns) / 8);
  if (!(rowLength > 0 && rowLength < 1 << 24)) throw new UndecodableStream('bad predictor row');
  if (p.predictor === 2) {
    if (p.bitsPerComponent !== 8) throw new UndecodableStream('TIFF predictor depth');
    const out = Buffer.from(data);
    for (let i = 0; i < out.length; i++) {
      if (i % rowLength >= bytesPerPixel) out[i] = ((out[i] as number) + (out[i - bytesPerPixel] as number)) & 0xff;
    }
    return out;
  }
  if (p.predictor < 10 || p.predictor > 15) throw new UndecodableStream('unknown predictor');
  const rows = Math.ceil(data.length / (rowLength + 1));
  const out = Buffer.alloc(rows * rowLength);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (rowLength + 1)];
    const row = r * rowLength;
    for (let i = 0; i < rowLength; i++) {
      const raw = data[r * (rowLength + 1) + 1 + i] ?? 0;
      const left = i >= bytesPerPixel ? (out[row + i - bytesPerPixel] as number) : 0;
      const up = r > 0 ? (out[row - rowLength + i] as number) : 0;
      const upLeft = r > 0 && i >= bytesPerPixel ? (out[row - rowLength + i - bytesPerPixel] as number) : 0;
      let value = raw;
      if (type === 1) value = raw + left;
      else if (type === 2) value = raw + up;
      else if (type === 3) value = raw + ((left + up) >> 1);
      else if (type === 4) {
        const p0 = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p0 - left), Math.abs(p0 - up), Math.abs(p0 - upLeft)];
        value = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
      } else if (type !== 0) throw new UndecodableStream('bad PNG row filter');
      out[row + i] = value & 0xff;
    }
  }
  return out;
}

/** The filters this module decodes, by their names and abbreviations. */
const DECODERS: Record<string, (data: Buffer, budget: DecodeBudget, parms: DecodeParms) => Buffer> = {
  FlateDecode: (d, b, p) => unpredict(flate(d, b), p),
  Fl: (d, b, p) => unpredict(flate(d, b), p),
  LZWDecode: (d, b, p) => unpredict(lzw(d, b, p.earlyChange), p),
  LZW: (d, b, p) => unpredict(lzw(d, b, p.earlyChange), p),
  ASCIIHexDecode: (d) => asciiHex(d),
  AHx: (d) => asciiHex(d),
  ASCII85Decode: (d) => ascii85(d),
  A85: (d) => ascii85(d),
  RunLengthDecode: (d, b) => runLength(d, b),
  RL: (d, b) => runLength(d, b),
};

/** The stream data through `filters` in order; throws UndecodableStream for a filter it does not decode. */
export function decodeStream(
  data: Buffer,
  filters: readonly string[],
  parms: readonly DecodeParms[],
  budget: DecodeBudget,
): Buffer {
  let out = data;
  filters.forEach((filter, i) => {
    const decode = DECODERS[filter];
    if (!decode) throw new UndecodableStream(`filter ${filter}`);
    out = decode(out, budget, parms[i] ?? DEFAULT_PARMS);
    budget.take(out.length);
  });
  return out;
}
