// The PDF check that reads the bytes rather than one parser's view of them (issue 28 §2): a viewer may follow the
// cross-reference table to an object a parser reading front to back replaced, read an update appended after the end,
// or find objects inside a compressed object stream. So whatever any object, update, duplicate or stream holds counts.
import {
  DEFAULT_PARMS,
  DecodeBudget,
  DecodeBudgetExceeded,
  type DecodeParms,
  decodeStream,
  UndecodableStream,
} from './pdf-filters.ts';
import { decodeName, type PdfValue, parseValue, skipSpace } from './pdf-syntax.ts';

export type RawPdfRefusal = 'active' | 'markup' | 'encrypted' | 'unreadable';

/** What all streams of one document may decode to, together: a small file inflating past it is a bomb. */
export const MAX_DECODED_BYTES = 64 * 1024 * 1024;

/** Names of scripts, of actions that run programs or send data, and of forms and media that carry their own code. */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch', 'SubmitForm', 'ImportData', 'XFA', 'Rendition']);
const isActiveName = (name: string) => ACTIVE_NAMES.has(name) || name.startsWith('RichMedia');
/**
 * Two- and three-letter names turn up by chance in binary data (about once in 300 million bytes for `/JS` and a
 * delimiter), so for those a value must follow as it does in a dictionary: a string, a reference or an array.
 */
const SHORT_NAMES = new Set(['JS', 'XFA']);

const NAME = /\/([^\0\t\n\f\r ()<>[\]{}/%]*)/g;

function hasActiveName(text: string): boolean {
  for (const match of text.matchAll(NAME)) {
    const name = decodeName(match[1] as string);
    if (!isActiveName(name)) continue;
    if (!SHORT_NAMES.has(name)) return true;
    const next = text[skipSpace(text, (match.index as number) + match[0].length)];
    if (next === '(' || next === '<' || next === '[' || (next !== undefined && next >= '0' && next <= '9')) return true;
  }
  return false;
}

/** A `javascript:` link however it is written: any case, split by control characters, escaped or in hex. */
function hasScriptLink(text: string): boolean {
  const found = (view: string) =>
    view
      .replace(/[\0-\x20]+/g, '')
      .toLowerCase()
      .includes('javascript:');
  const escapesDecoded = text.replace(/\\(?:([0-7]{1,3})|(\r\n|\r|\n)|(.))/gs, (_, octal, _eol, other) => {
    if (octal) return String.fromCharCode(Number.parseInt(octal, 8) & 0xff);
    if (other === undefined) return '';
    return { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' }[other as string] ?? other;
  });
  const hexDecoded = [...text.matchAll(/<([0-9A-Fa-f\0\t\n\f\r ]*)>/g)]
    .map(([, hex]) => {
      const digits = (hex as string).replace(/[^0-9A-Fa-f]/g, '');
      return Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex').toString('latin1');
    })
    .join(' ');
  return found(text) || found(escapesDecoded) || found(hexDecoded) || found(decodeName(text));
}

const isActive = (text: string) => hasActiveName(text) || hasScriptLink(text);

const STREAM = /(?<![A-Za-z0-9])stream(?![A-Za-z0-9])/g;
const OBJECT_HEADER = /\d+[\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+obj(?![A-Za-z0-9])/g;
/** How far before `stream` its object's header is looked for. */
const HEADER_WINDOW = 64 * 1024;
/** How many of the headers nearest the keyword are tried. */
const HEADER_TRIES = 8;

/**
 * Every dictionary that, read from an object header before it, ends right at the `stream` keyword at `at`. A header
 * written inside a string can make a second candidate; each one found is honoured.
 */
function streamDictionaries(text: string, at: number): Map<string, PdfValue>[] {
  const from = Math.max(0, at - HEADER_WINDOW);
  const window = text.slice(from, at);
  const found: Map<string, PdfValue>[] = [];
  for (const header of [...window.matchAll(OBJECT_HEADER)].slice(-HEADER_TRIES)) {
    try {
      const [value, end] = parseValue(text, from + (header.index as number) + header[0].length);
      if (value.kind === 'dict' && skipSpace(text, end) === at) found.push(value.entries);
    } catch {
      // Not the header of this stream.
    }
  }
  return found;
}

const names = (value: PdfValue | undefined): string[] | null => {
  if (value === undefined) return [];
  if (value.kind === 'name') return [value.value];
  if (value.kind === 'array' && value.items.every((v) => v.kind === 'name')) return value.items.map((v) => v.value);
  return null;
};

function parmsOf(value: PdfValue | undefined): DecodeParms | null {
  if (value === undefined || value.kind === 'keyword') return DEFAULT_PARMS;
  if (value.kind !== 'dict') return null;
  const number = (key: string, fallback: number) => {
    const v = value.entries.get(key);
    return v?.kind === 'number' ? v.value : v === undefined ? fallback : Number.NaN;
  };
  const parms = {
    predictor: number('Predictor', 1),
    colors: number('Colors', 1),
    bitsPerComponent: number('BitsPerComponent', 8),
    columns: number('Columns', 1),
    earlyChange: number('EarlyChange', 1),
  };
  return Object.values(parms).every(Number.isFinite) ? parms : null;
}

/** The filters and their parameters; null when they are not written out directly (a reference, say). */
function filtersOf(dict: Map<string, PdfValue>): { filters: string[]; parms: DecodeParms[] } | null {
  const filters = names(dict.get('Filter') ?? dict.get('F'));
  if (!filters) return null;
  const raw = dict.get('DecodeParms') ?? dict.get('DP');
  const list = raw?.kind === 'array' ? raw.items : filters.map(() => raw);
  const parms = list.map(parmsOf);
  if (parms.some((p) => p === null)) return null;
  return { filters, parms: parms as DecodeParms[] };
}

/** Image samples, which no viewer reads as objects (an object stream needs /First). */
const isImage = (dict: Map<string, PdfValue>) => {
  const subtype = dict.get('Subtype');
  return subtype?.kind === 'name' && subtype.value === 'Image' && !dict.has('First');
};

/** Where a stream's data starts: after the line end that follows the keyword. */
function dataStart(text: string, at: number): number {
  const match = /\r\n|\r|\n/.exec(text.slice(at, at + 256));
  return match ? at + match.index + match[0].length : at;
}

/** Null when the raw bytes hold nothing that runs and nothing after the end; otherwise why the PDF is refused. */
export function rawPdfRefusal(content: Buffer, maxDecodedBytes = MAX_DECODED_BYTES): RawPdfRefusal | null {
  const text = content.toString('latin1');
  const end = text.lastIndexOf('%%EOF');
  if (end < 0) return 'unreadable';
  // A file ends at its last end marker; bytes after it (an HTML page, a stream no table points to) are refused.
  if (/[^\0\t\n\f\r ]/.test(text.slice(end + 5))) return 'markup';
  for (const match of text.matchAll(NAME)) if (decodeName(match[1] as string) === 'Encrypt') return 'encrypted';
  if (isActive(text)) return 'active';

  const budget = new DecodeBudget(maxDecodedBytes);
  try {
    for (const keyword of text.matchAll(STREAM)) {
      const at = keyword.index as number;
      // Only a keyword right after a dictionary opens a stream.
      if (!/>>[\0\t\n\f\r ]*$/.test(text.slice(Math.max(0, at - 64), at))) continue;
      const dictionaries = streamDictionaries(text, at);
      if (dictionaries.length === 0) return 'unreadable';
      const data = content.subarray(dataStart(text, at + 6));
      for (const dict of dictionaries) {
        if (isImage(dict)) continue;
        const chain = filtersOf(dict);
        if (!chain) return 'unreadable';
        if (chain.filters.length === 0) continue;
        const decoded = decodeStream(data, chain.filters, chain.parms, budget);
        if (isActive(decoded.toString('latin1'))) return 'active';
      }
    }
  } catch (err) {
    if (err instanceof DecodeBudgetExceeded || err instanceof UndecodableStream) return 'unreadable';
    throw err;
  }
  return null;
}
