// How deeply a JSON text nests, read from the raw text before it is parsed: a body of 50,000 nested arrays parses
// fine but overflows the stack of whatever walks it recursively afterwards (the request's fingerprint, a schema).

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * True when `text` opens more than `max` arrays or objects inside one another. Brackets inside strings do not count.
 * A loop over the characters, never recursion, so any input is checked in constant stack; malformed JSON is left to
 * the parser.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
  }
  return false;
}
