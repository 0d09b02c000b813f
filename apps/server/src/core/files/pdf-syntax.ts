// Just enough of PDF's object syntax to read a stream's dictionary from the raw bytes: names, numbers, strings,
// arrays, dictionaries and references. Anything it does not understand throws.

export type PdfValue =
  | { kind: 'name'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'string' }
  | { kind: 'ref' }
  | { kind: 'keyword'; value: string }
  | { kind: 'array'; items: PdfValue[] }
  | { kind: 'dict'; entries: Map<string, PdfValue> };

/** PDF's white-space characters (NUL, tab, line feed, form feed, carriage return, space). */
export const WHITE = /[\0\t\n\f\r ]/;
const DELIMITER = /[\0\t\n\f\r ()<>[\]{}/%]/;
const MAX_DEPTH = 32;

/** A name's characters with its `#xx` escapes decoded (`J#61vaScript` is `JavaScript`). */
export const decodeName = (raw: string) =>
  raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The position after white space and comments from `at`. */
export function skipSpace(text: string, at: number): number {
  let i = at;
  while (i < text.length) {
    if (WHITE.test(text[i] as string)) i++;
    else if (text[i] === '%') while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++;
    else break;
  }
  return i;
}

/** Parses the value at `at` (after any space); answers it and the position after it. */
export function parseValue(text: string, at: number, depth = 0): [PdfValue, number] {
  if (depth > MAX_DEPTH) throw new Error('nested too deep');
  let i = skipSpace(text, at);
  const c = text[i];
  if (c === undefined) throw new Error('end of input');
  if (c === '<' && text[i + 1] === '<') {
    const entries = new Map<string, PdfValue>();
    i += 2;
    for (;;) {
      i = skipSpace(text, i);
      if (text.startsWith('>>', i)) return [{ kind: 'dict', entries }, i + 2];
      const [key, afterKey] = parseValue(text, i, depth + 1);
      if (key.kind !== 'name') throw new Error('dictionary key is not a name');
      const [value, afterValue] = parseValue(text, afterKey, depth + 1);
      entries.set(key.value, value);
      i = afterValue;
    }
  }
  if (c === '<') {
    const end = text.indexOf('>', i);
    if (end < 0 || !/^[0-9A-Fa-f\0\t\n\f\r ]*$/.test(text.slice(i + 1, end))) throw new Error('bad hex string');
    return [{ kind: 'string' }, end + 1];
  }
  if (c === '(') return [{ kind: 'string' }, literalStringEnd(text, i)];
  if (c === '[') {
    const items: PdfValue[] = [];
    i++;
    for (;;) {
      i = skipSpace(text, i);
      if (text[i] === ']') return [{ kind: 'array', items }, i + 1];
      const [item, after] = parseValue(text, i, depth + 1);
      items.push(item);
      i = after;
    }
  }
  if (c === '/') {
    let end = i + 1;
    while (end < text.length && !DELIMITER.test(text[end] as string)) end++;
    return [{ kind: 'name', value: decodeName(text.slice(i + 1, end)) }, end];
  }
  const number = /^[+-]?(?:\d+\.?\d*|\.\d+)/.exec(text.slice(i, i + 40));
  if (number) {
    const ref = /^\d+[\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+R(?![^\0\t\n\f\r ()<>[\]{}/%])/.exec(text.slice(i, i + 40));
    if (ref) return [{ kind: 'ref' }, i + ref[0].length];
    return [{ kind: 'number', value: Number(number[0]) }, i + number[0].length];
  }
  const keyword = /^(?:true|false|null)(?![^\0\t\n\f\r ()<>[\]{}/%])/.exec(text.slice(i, i + 6));
  if (keyword) return [{ kind: 'keyword', value: keyword[0] }, i + keyword[0].length];
  throw new Error(`unexpected ${c}`);
}

/** The position after the literal string opening at `at`: parentheses nest, a backslash escapes the next byte. */
function literalStringEnd(text: string, at: number): number {
  let depth = 0;
  for (let i = at; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i + 1;
  }
  throw new Error('unterminated string');
}
