// The editing steps of the rich-text field: each takes the text and the selection, and gives both back changed.
// Pure string work, so every step is tested without a browser.

export interface TextSelection {
  value: string;
  start: number;
  end: number;
}

export const INLINE_FORMATS = { bold: 'strong', italic: 'em' } as const;
export const BLOCK_FORMATS = { heading: 'h2', subheading: 'h3', paragraph: 'p', quote: 'blockquote' } as const;
export const LIST_FORMATS = { bulletList: 'ul', numberedList: 'ol' } as const;
export type Format = keyof typeof INLINE_FORMATS | keyof typeof BLOCK_FORMATS | keyof typeof LIST_FORMATS;

/** Grows a selection to whole lines, so a block never starts or ends mid-sentence. */
export function toWholeLines({ value, start, end }: TextSelection): TextSelection {
  const lineStart = value.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = value.indexOf('\n', end > start && value[end - 1] === '\n' ? end - 1 : end);
  return { value, start: lineStart, end: nextBreak === -1 ? value.length : nextBreak };
}

function replace(sel: TextSelection, text: string, caretFrom: number, caretTo: number): TextSelection {
  return {
    value: sel.value.slice(0, sel.start) + text + sel.value.slice(sel.end),
    start: sel.start + caretFrom,
    end: sel.start + caretTo,
  };
}

function wrap(sel: TextSelection, tag: string): TextSelection {
  const inner = sel.value.slice(sel.start, sel.end);
  const open = `<${tag}>`;
  return replace(sel, `${open}${inner}</${tag}>`, open.length, open.length + inner.length);
}

function list(sel: TextSelection, tag: string): TextSelection {
  const lines = sel.value
    .slice(sel.start, sel.end)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0) {
    const head = `<${tag}>\n<li>`;
    return replace(sel, `${head}</li>\n</${tag}>`, head.length, head.length);
  }
  const text = `<${tag}>\n${lines.map((line) => `<li>${line}</li>`).join('\n')}\n</${tag}>`;
  return replace(sel, text, 0, text.length);
}

export function applyFormat(sel: TextSelection, format: Format): TextSelection {
  if (format in INLINE_FORMATS) return wrap(sel, INLINE_FORMATS[format as keyof typeof INLINE_FORMATS]);
  const lines = toWholeLines(sel);
  if (format in LIST_FORMATS) return list(lines, LIST_FORMATS[format as keyof typeof LIST_FORMATS]);
  return wrap(lines, BLOCK_FORMATS[format as keyof typeof BLOCK_FORMATS]);
}

/** Only web and mail addresses become links; anything else (javascript:, data:) is refused here and by the server. */
export function isSafeHref(href: string): boolean {
  return /^(https?:\/\/[^\s"<>]+|mailto:[^\s"<>]+)$/i.test(href.trim());
}

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** Turns the selection into a link (the address itself when nothing is selected). */
export function insertLink(sel: TextSelection, href: string): TextSelection {
  const url = href.trim();
  const label = sel.value.slice(sel.start, sel.end) || url;
  const open = `<a href="${escapeAttribute(url)}">`;
  return replace(sel, `${open}${label}</a>`, open.length, open.length + label.length);
}
