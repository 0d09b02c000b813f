import { describe, expect, it } from 'vitest';
import { applyFormat, insertLink, isSafeHref, toWholeLines } from './formatting.ts';

const at = (value: string, start: number, end = start) => ({ value, start, end });

describe('rich-text formatting', () => {
  it('wraps the selection in an inline tag and keeps the same words selected', () => {
    const result = applyFormat(at('Fees are published', 9, 18), 'bold');
    expect(result.value).toBe('Fees are <strong>published</strong>');
    expect(result.value.slice(result.start, result.end)).toBe('published');
  });

  it('puts the caret between empty tags when nothing is selected', () => {
    const result = applyFormat(at('ab', 1), 'italic');
    expect(result).toEqual({ value: 'a<em></em>b', start: 5, end: 5 });
  });

  it('grows a block to whole lines', () => {
    expect(toWholeLines(at('one\ntwo three\nfour', 6, 8))).toMatchObject({ start: 4, end: 13 });
    const result = applyFormat(at('one\ntwo three\nfour', 6, 8), 'heading');
    expect(result.value).toBe('one\n<h2>two three</h2>\nfour');
  });

  it('makes a list item of every non-empty selected line', () => {
    const text = 'Steps:\nfile a claim\n\nwait for review';
    const result = applyFormat(at(text, 7, text.length), 'numberedList');
    expect(result.value).toBe('Steps:\n<ol>\n<li>file a claim</li>\n<li>wait for review</li>\n</ol>');
  });

  it('starts an empty list with the caret in its first item', () => {
    const result = applyFormat(at('', 0), 'bulletList');
    expect(result.value).toBe('<ul>\n<li></li>\n</ul>');
    expect(result.start).toBe('<ul>\n<li>'.length);
  });

  it('links the selection, or the address itself, and escapes quotes', () => {
    expect(insertLink(at('see the FTC', 8, 11), 'https://reportfraud.ftc.gov/').value).toBe(
      'see the <a href="https://reportfraud.ftc.gov/">FTC</a>',
    );
    expect(insertLink(at('', 0), 'https://x.test/?a="b"').value).toBe(
      '<a href="https://x.test/?a=&quot;b&quot;">https://x.test/?a="b"</a>',
    );
  });

  it('accepts web and mail addresses only', () => {
    expect(isSafeHref('https://www.fca.org.uk')).toBe(true);
    expect(isSafeHref('mailto:help@example.org')).toBe(true);
    expect(isSafeHref('javascript:alert(1)')).toBe(false);
    expect(isSafeHref('data:text/html,x')).toBe(false);
    expect(isSafeHref('www.example.org')).toBe(false);
  });
});
