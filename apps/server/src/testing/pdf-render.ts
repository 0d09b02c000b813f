// Reads a PDF the way a person does: rendered by Poppler (`pdftoppm`) and read back by OCR (`tesseract`), and checks
// that every glyph a page draws has the outline of its character in the font. Text extraction alone (pdf-text.ts)
// reads the ToUnicode map, which stays right even when the glyphs drawn are blank or wrong (STACK.md gotcha 19).
//
// Needs Debian's `poppler-utils` and `tesseract-ocr tesseract-ocr-eng` (`tesseract-ocr-chi-sim` for Chinese), which
// `npm test` installs where it can (scripts/pdf-tools.mjs). Without them a CI run fails at once with the reason; a
// local run skips these tests and says why.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFRef } from 'pdf-lib';
import { PDF_FONT } from '../core/pdf/font.ts';
import { glyphText } from './pdf-text.ts';

const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

/** What is missing to render and read a PDF, or null. */
export function missingPdfTools(): string | null {
  const missing = ['pdftoppm', 'tesseract'].filter((c) => !has(c));
  if (missing.length > 0)
    return (
      `${missing.join(' and ')} not found: install Debian's poppler-utils tesseract-ocr tesseract-ocr-eng ` +
      'tesseract-ocr-chi-sim (apt-get install), or run `npm test`, which installs them as root'
    );
  if (!ocrLanguages().includes('eng')) return "tesseract has no English data: install Debian's tesseract-ocr-eng";
  return null;
}

let languages: string[] | undefined;
/** The languages this tesseract reads. */
export function ocrLanguages(): string[] {
  languages ??= has('tesseract')
    ? execFileSync('tesseract', ['--list-langs'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
        .split('\n')
        .slice(1)
        .map((l) => l.trim())
        .filter(Boolean)
    : [];
  return languages;
}

/**
 * Whether the rendering tests can run here. In CI (CI set) missing tools throw, so the run fails loudly instead of
 * passing without looking; elsewhere the tests are skipped with the reason printed.
 */
export function pdfToolsReady(): boolean {
  const missing = missingPdfTools();
  if (!missing) return true;
  if (process.env.CI && process.env.CI !== 'false') throw new Error(`The PDF rendering tests cannot run: ${missing}`);
  console.warn(`Skipping the PDF rendering tests: ${missing}`);
  return false;
}

/** Page `page` (1-based) of the PDF as a PNG at `dpi`, rendered by Poppler. */
export function renderPage(pdf: Uint8Array, { page = 1, dpi = 150 } = {}): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-render-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    execFileSync(
      'pdftoppm',
      ['-r', String(dpi), '-png', '-f', String(page), '-l', String(page), '-singlefile'].concat(
        join(dir, 'in.pdf'),
        join(dir, 'page'),
      ),
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    return readFileSync(join(dir, 'page.png'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The text tesseract reads on page `page` rendered at 150 dpi, with runs of white space as one space (Chinese read
 * with `chi_sim` comes back with spaces between characters: those are removed between two CJK characters).
 */
export function ocrPage(pdf: Uint8Array, { page = 1, lang = 'eng' } = {}): string {
  const png = renderPage(pdf, { page });
  const text = execFileSync('tesseract', ['stdin', 'stdout', '-l', lang, '--psm', '4'], {
    input: png,
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  return text
    .replace(/\s+/g, ' ')
    .replace(/([\u3000-\u9FFF\uFF00-\uFFEF]) (?=[\u3000-\u9FFF\uFF00-\uFFEF])/gu, '$1')
    .trim();
}

/** Dark pixels on page `page` at `dpi`: a page whose glyphs are blank has almost none. */
export function inkOnPage(pdf: Uint8Array, { page = 1, dpi = 50 } = {}): number {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-ink-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), pdf);
    execFileSync(
      'pdftoppm',
      [
        '-r',
        String(dpi),
        '-gray',
        '-f',
        String(page),
        '-l',
        String(page),
        '-singlefile',
        join(dir, 'in.pdf'),
        join(dir, 'page'),
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const pgm = readFileSync(join(dir, 'page.pgm'));
    // P5 header: magic, width, height, maxval, each followed by white space.
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 64).toString('latin1'));
    if (!header) throw new Error('pdftoppm gave no PGM');
    const pixels = pgm.subarray(header[0].length);
    let dark = 0;
    for (const p of pixels) if (p < 128) dark++;
    return dark;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface GlyphProblem {
  font: string;
  glyph: number;
  text: string;
  problem: 'no outline' | 'not the outline of its character';
}

export interface GlyphReport {
  /** Glyphs drawn with an embedded TrueType font, counted once per glyph id and font. */
  drawn: number;
  /** Of those, the ones that are not white space. */
  visible: number;
  problems: GlyphProblem[];
}

const bytesOf = (stream: PDFRawStream) => decodePDFRawStream(stream).decode();
const raw = (o: unknown) => (o instanceof PDFRawStream ? o : undefined);

/**
 * Every glyph the pages draw with an embedded TrueType font (`FontFile2`, as pdf-lib embeds custom fonts), checked
 * against `reference`, the font the document was made with: a glyph that is not white space must have an outline,
 * and it must be the outline `reference` gives its character (through the document's ToUnicode map).
 */
export async function checkDrawnGlyphs(pdf: Uint8Array, reference: Uint8Array): Promise<GlyphReport> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const source = fontkit.create(reference);
  const fonts = new Map<
    PDFRef | PDFDict,
    { name: string; font: ReturnType<typeof fontkit.create>; map: Map<number, string> }
  >();
  const runs: {
    entry: { name: string; font: ReturnType<typeof fontkit.create>; map: Map<number, string> };
    glyphs: number[];
  }[] = [];
  const report: GlyphReport = { drawn: 0, visible: 0, problems: [] };

  for (const page of doc.getPages()) {
    const resources = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    const named = new Map<
      string,
      { name: string; font: ReturnType<typeof fontkit.create>; map: Map<number, string> }
    >();
    for (const [key, ref] of resources?.entries() ?? []) {
      const dict = doc.context.lookup(ref, PDFDict);
      const descendants = dict.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray);
      if (!descendants) continue;
      let entry = fonts.get(ref as PDFRef);
      if (!entry) {
        const descriptor = descendants.lookup(0, PDFDict).lookup(PDFName.of('FontDescriptor'), PDFDict);
        const file = raw(descriptor.lookup(PDFName.of('FontFile2')));
        const cmap = raw(dict.lookup(PDFName.of('ToUnicode')));
        if (!file || !cmap) continue;
        entry = {
          name: dict.lookup(PDFName.of('BaseFont'), PDFName).decodeText(),
          font: fontkit.create(bytesOf(file)),
          map: glyphText(Buffer.from(bytesOf(cmap)).toString('latin1')),
        };
        fonts.set(ref as PDFRef, entry);
      }
      named.set(key.decodeText(), entry);
    }
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().flatMap((r) => raw(doc.context.lookup(r)) ?? [])
        : [raw(contents)].filter((x) => x !== undefined);
    for (const stream of streams) {
      const ops = Buffer.from(bytesOf(stream)).toString('latin1');
      let current: string | undefined;
      for (const [, font, hex] of ops.matchAll(/\/([^\s/]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g)) {
        if (font) current = font;
        else if (current && named.has(current) && hex)
          runs.push({
            entry: named.get(current)!,
            glyphs: (hex.match(/.{4}/g) ?? []).map((g) => Number.parseInt(g, 16)),
          });
      }
    }
  }

  // Each run of text is laid out again with the reference font (as pdf-lib lays it out: the font's default features,
  // so contextual forms such as the digits after capitals count): the glyph drawn at each place must have the
  // outline the reference font draws there.
  const checked = new Set<string>();
  for (const { entry, glyphs } of runs) {
    const text = glyphs.map((g) => entry.map.get(g) ?? '\uFFFD').join('');
    const expected = source.layout(text).glyphs;
    for (const [i, gid] of glyphs.entries()) {
      const key = `${entry.name}/${gid}`;
      if (checked.has(key)) continue;
      checked.add(key);
      report.drawn++;
      const char = entry.map.get(gid) ?? '';
      if (/^\s*$/u.test(char)) continue;
      report.visible++;
      const problem = (p: GlyphProblem['problem']) =>
        report.problems.push({ font: entry.name, glyph: gid, text: char, problem: p });
      let outline: string;
      try {
        outline = entry.font.getGlyph(gid).path.toSVG();
      } catch {
        outline = '';
      }
      if (!outline) problem('no outline');
      else if (expected.length !== glyphs.length || outline !== expected[i]?.path.toSVG())
        problem('not the outline of its character');
    }
  }
  return report;
}

/** The font the server's PDFs are made with, as its package ships it: the reference for `checkDrawnGlyphs`. */
export function pdfFontFile(): Uint8Array {
  return new Uint8Array(readFileSync(createRequire(import.meta.url).resolve(PDF_FONT)));
}
