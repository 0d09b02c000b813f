// Reads back the lines of text a PDF draws, through its fonts' ToUnicode maps: what a reader's copy-and-paste or
// search would find. Enough for the PDFs this server writes (pdf-lib, Type0 fonts with Identity-H, one Tj per line).
import { inflateSync } from 'node:zlib';

function streams(pdf: Buffer): string[] {
  const out: string[] = [];
  const text = pdf.toString('latin1');
  const start = /\bstream\r?\n/g;
  for (let m = start.exec(text); m; m = start.exec(text)) {
    const from = m.index + m[0].length;
    const to = text.indexOf('endstream', from);
    if (to < 0) break;
    const dictStart = text.lastIndexOf('<<', m.index);
    const raw = pdf.subarray(from, to);
    const flate = text.slice(dictStart, m.index).includes('/FlateDecode');
    try {
      out.push((flate ? inflateSync(raw) : raw).toString('latin1'));
    } catch {
      // An image or a stream that is not text.
    }
    start.lastIndex = to + 'endstream'.length;
  }
  return out;
}

const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((h) => Number.parseInt(h, 16)));

/** Glyph id → text, from every ToUnicode CMap in the file. */
function toUnicode(cmaps: string[]): Map<number, string> {
  const map = new Map<number, string>();
  for (const cmap of cmaps) {
    for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
      for (const [, gid, dest] of block!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
        map.set(Number.parseInt(gid!, 16), utf16(dest!));
    for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
      for (const [, lo, hi, dest] of block!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
        const first = Number.parseInt(lo!, 16);
        const last = Number.parseInt(hi!, 16);
        const base = utf16(dest!);
        for (let g = first; g <= last; g++)
          map.set(g, base.slice(0, -1) + String.fromCharCode(base.charCodeAt(base.length - 1) + (g - first)));
      }
  }
  return map;
}

/** Glyph id → text, from one ToUnicode CMap. */
export const glyphText = (cmap: string) => toUnicode([cmap]);

/** Every line of text the PDF draws (one `<hex> Tj` each), decoded; in the file's order. */
export function pdfTextLines(pdf: Buffer | Uint8Array): string[] {
  const all = streams(Buffer.from(pdf));
  const glyphs = toUnicode(all.filter((s) => s.includes('begincmap')));
  const lines: string[] = [];
  for (const content of all.filter((s) => /\bTj\b/.test(s))) {
    for (const [, hex] of content.matchAll(/<([0-9a-fA-F]*)>\s*Tj/g))
      lines.push((hex!.match(/.{4}/g) ?? []).map((g) => glyphs.get(Number.parseInt(g, 16)) ?? '\uFFFD').join(''));
  }
  return lines;
}

/** How many images the PDF's pages draw (one `Do` each). */
export function pdfImagesDrawn(pdf: Buffer | Uint8Array): number {
  return streams(Buffer.from(pdf))
    .filter((s) => /\bTj\b|\bDo\b/.test(s) && !s.includes('begincmap'))
    .reduce((n, s) => n + (s.match(/\/[\w.-]+ Do\b/g)?.length ?? 0), 0);
}
