// Whether an upload that starts like a PDF is an ordinary PDF: nothing in its bytes that runs (pdf-raw-scan.ts), and
// parsed by a real parser, with pages, and nothing that runs in what that parser sees.
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFStream } from 'pdf-lib';
import { rawPdfRefusal } from './pdf-raw-scan.ts';

/**
 * Why a PDF is refused: it does not parse as a document, it carries code or actions that run on their own, HTML, or
 * it is encrypted (its strings and streams, where those could hide, cannot be read).
 */
export type PdfRefusal = 'unreadable' | 'active' | 'markup' | 'encrypted';

const name = (n: string) => PDFName.of(n);
/** Keys that hold scripts or their triggers: script text, a document's script tree, additional actions, XFA forms. */
const ACTIVE_KEYS = new Set([name('JS'), name('JavaScript'), name('AA'), name('XFA')]);
/** Action types that run code or programs. */
const ACTIVE_ACTIONS = new Set([name('JavaScript'), name('Launch'), name('RichMediaExecute')]);
const S = name('S');
const OPEN_ACTION = name('OpenAction');

/**
 * HTML a browser would run, outside stream data (page content, fonts, images and metadata live in streams, where any
 * bytes may occur). Outside streams and strings, `<` starts only a dictionary or a hex string, so a tag there is a
 * polyglot; a string that spells out one of these tags is refused too, a rare price for a simple check.
 */
const MARKUP = /<(?:!doctype|html|head|script|iframe|svg|object|embed|img)[\s>/]/i;
const STREAM_DATA = /\bstream\r?\n[\s\S]*?\bendstream\b/g;

/** Every dictionary of the document, direct or nested, with the dictionaries of streams. */
function* dictionaries(doc: PDFDocument): Generator<PDFDict> {
  const pending: PDFObject[] = doc.context.enumerateIndirectObjects().map(([, object]) => object);
  for (let object = pending.pop(); object; object = pending.pop()) {
    if (object instanceof PDFStream) pending.push(object.dict);
    // One by one: an array may hold more items than a call may take arguments.
    else if (object instanceof PDFArray) for (const item of object.asArray()) pending.push(item);
    else if (object instanceof PDFDict) {
      yield object;
      for (const value of object.values()) pending.push(value);
    }
  }
}

function isActive(doc: PDFDocument): boolean {
  for (const dict of dictionaries(doc)) {
    if (dict.keys().some((key) => ACTIVE_KEYS.has(key))) return true;
    const action = dict.lookup(S);
    if (action instanceof PDFName && ACTIVE_ACTIONS.has(action)) return true;
  }
  // Opening at a page is a destination (an array); any action on opening is refused.
  return doc.catalog.lookup(OPEN_ACTION) instanceof PDFDict;
}

/** Null for an ordinary PDF, otherwise why it is refused. */
export async function pdfRefusal(content: Buffer): Promise<PdfRefusal | null> {
  const raw = rawPdfRefusal(content);
  if (raw) return raw;
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(content, {
      ignoreEncryption: true,
      throwOnInvalidObject: true,
      updateMetadata: false,
    });
    // The parser skips bytes it does not understand; a document is there only if its catalog leads to a page.
    if (!(doc.context.lookup(doc.context.trailerInfo.Root) instanceof PDFDict) || doc.getPageCount() === 0) {
      return 'unreadable';
    }
  } catch {
    return 'unreadable';
  }
  if (isActive(doc)) return 'active';
  if (MARKUP.test(content.toString('latin1').replace(STREAM_DATA, ''))) return 'markup';
  return null;
}
