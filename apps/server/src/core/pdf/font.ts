// The font every PDF the server writes embeds for text beyond the standard fonts: Noto Sans SC (SIL OFL 1.1), a
// TrueType (`glyf`) font covering Simplified Chinese and Latin, embedded as a subset of the glyphs a document uses.
//
// pdf-lib's fontkit writes a subset's `loca` in the short format (offsets / 2) whenever its glyphs total under 64 KB,
// which is only right when every glyph starts at an even offset. Noto Sans SC packs its glyphs without padding (half
// of them start at odd offsets), so a small subset pointed most glyphs into the middle of their neighbours: viewers
// drew most letters blank or garbled while text extraction still read every word. The font is therefore loaded with
// every glyph padded to a 4-byte boundary (the layout the OpenType specification recommends); subsets are then right
// in either format.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/** The font file, resolved from the package at run time so the bundled server (dist/server.mjs) finds it too. */
export const PDF_FONT = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';
/** The name the PDF gives the embedded font (fixed, so the same document always gives the same bytes). */
export const PDF_FONT_NAME = 'NotoSansSC-Regular';

interface Table {
  tag: string;
  offset: number;
  length: number;
}

function tablesOf(font: Uint8Array): Map<string, Table> {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = new Map<string, Table>();
  for (let i = 0; i < view.getUint16(4); i++) {
    const at = 12 + 16 * i;
    const tag = String.fromCharCode(...font.subarray(at, at + 4));
    tables.set(tag, { tag, offset: view.getUint32(at + 8), length: view.getUint32(at + 12) });
  }
  return tables;
}

const pad4 = (n: number) => (n + 3) & ~3;

/**
 * The same TrueType font with every glyph starting on a 4-byte boundary (a new `glyf` and a long-format `loca`);
 * other tables are copied as they are. A font that is already aligned, or has no `glyf`, is returned unchanged.
 */
export function alignGlyphs(font: Uint8Array): Uint8Array {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = tablesOf(font);
  const head = tables.get('head');
  const maxp = tables.get('maxp');
  const loca = tables.get('loca');
  const glyf = tables.get('glyf');
  if (!head || !maxp || !loca || !glyf) return font;
  const longLoca = view.getInt16(head.offset + 50) === 1;
  const count = view.getUint16(maxp.offset + 4);
  const offsets = Array.from({ length: count + 1 }, (_, i) =>
    longLoca ? view.getUint32(loca.offset + 4 * i) : 2 * view.getUint16(loca.offset + 2 * i),
  );
  if (offsets.every((o) => o % 4 === 0)) return font;

  const newLoca = new Uint8Array(4 * (count + 1));
  const locaView = new DataView(newLoca.buffer);
  let size = 0;
  for (let g = 0; g < count; g++) size += pad4(offsets[g + 1]! - offsets[g]!);
  const newGlyf = new Uint8Array(size);
  let at = 0;
  for (let g = 0; g < count; g++) {
    locaView.setUint32(4 * g, at);
    newGlyf.set(font.subarray(glyf.offset + offsets[g]!, glyf.offset + offsets[g + 1]!), at);
    at += pad4(offsets[g + 1]! - offsets[g]!);
  }
  locaView.setUint32(4 * count, at);

  // Rebuild the file: the same table directory, each table at a 4-byte boundary, glyf and loca replaced.
  const replaced = new Map([
    ['glyf', newGlyf],
    ['loca', newLoca],
  ]);
  const order = [...tables.values()].sort((a, b) => a.offset - b.offset);
  const directory = 12 + 16 * tables.size;
  let end = pad4(directory);
  const placed = new Map<string, number>();
  for (const t of order) {
    placed.set(t.tag, end);
    end = pad4(end + (replaced.get(t.tag)?.length ?? t.length));
  }
  const out = new Uint8Array(end);
  const outView = new DataView(out.buffer);
  out.set(font.subarray(0, directory));
  for (let i = 0; i < tables.size; i++) {
    const entry = 12 + 16 * i;
    const tag = String.fromCharCode(...font.subarray(entry, entry + 4));
    const t = tables.get(tag)!;
    const body = replaced.get(tag) ?? font.subarray(t.offset, t.offset + t.length);
    outView.setUint32(entry + 8, placed.get(tag)!);
    outView.setUint32(entry + 12, body.length);
    out.set(body, placed.get(tag)!);
  }
  // The long loca format: head.indexToLocFormat = 1.
  outView.setInt16(placed.get('head')! + 50, 1);
  return out;
}

// The 10 MB font is read, aligned and parsed once per process, on the first PDF that needs it; each document then
// embeds only a subset. pdf-lib asks its fontkit to parse the bytes on every embedding, so this one answers the
// font it parsed first for the same bytes.
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type ParsedFont = ReturnType<Fontkit['create']>;
let fontBytes: Promise<Uint8Array> | undefined;
const parsed = new WeakMap<Uint8Array, ParsedFont>();
const parseOnce: Fontkit = {
  create: (bytes: Uint8Array, postscriptName?: string) => {
    let font = parsed.get(bytes);
    if (!font) {
      font = fontkit.create(bytes, postscriptName);
      parsed.set(bytes, font);
    }
    return font;
  },
};

/** The font's bytes, aligned (see above). */
export function pdfFontBytes(): Promise<Uint8Array> {
  fontBytes ??= readFile(createRequire(import.meta.url).resolve(PDF_FONT)).then(
    (b) => alignGlyphs(new Uint8Array(b.buffer, b.byteOffset, b.byteLength)),
    (error: unknown) => {
      fontBytes = undefined;
      throw error;
    },
  );
  return fontBytes;
}

/** Embeds Noto Sans SC in `doc` as a subset of the glyphs the document draws. */
export async function embedPdfFont(doc: PDFDocument): Promise<PDFFont> {
  const bytes = await pdfFontBytes();
  doc.registerFontkit(parseOnce);
  return doc.embedFont(bytes, { subset: true, customName: PDF_FONT_NAME });
}
