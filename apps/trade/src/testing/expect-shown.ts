// Reading a screen's figures by their test ids, all at once: one comparison names every figure that differs.
import { expect } from 'vitest';
import { shownAs } from './static-markup.tsx';

/** Each figure (`data-testid="<prefix><key>"`) shows the value expected for its key. */
export function expectShown(html: string, prefix: string, expected: Record<string, string>) {
  const shown = Object.fromEntries(Object.keys(expected).map((key) => [key, shownAs(html, `${prefix}${key}`)]));
  expect(shown).toEqual(expected);
}
