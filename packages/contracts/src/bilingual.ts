// Texts the contracts keep as resource files, one per language (`*.en.json`, `*.zh.json`), read as the catalogue's shape:
// each text `{ en, zh }`. A limit a text cites is written `{{passwordMin}}` and filled in from LIMITS here, once.
import { LIMITS } from './limits.ts';

/** The shape of a text tree with every leaf a string: a second language must fill in exactly the keys of the first. */
export type TextTree<T> = { [K in keyof T]: T[K] extends string ? string : TextTree<T[K]> };
/** A text tree with each text in both languages. */
export type Bilingual<T> = { [K in keyof T]: T[K] extends string ? { en: string; zh: string } : Bilingual<T[K]> };

const withLimits = (text: string) =>
  text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in LIMITS ? String(LIMITS[name as keyof typeof LIMITS]) : placeholder,
  );

/** Pairs every English text with its Chinese one, key for key. */
export function bilingual<const T extends object>(en: T, zh: TextTree<T>): Bilingual<T> {
  const pair = (english: unknown, chinese: unknown): unknown =>
    typeof english === 'string'
      ? { en: withLimits(english), zh: withLimits(chinese as string) }
      : Object.fromEntries(
          Object.entries(english as object).map(([key, value]) => [key, pair(value, (chinese as never)[key])]),
        );
  return pair(en, zh) as Bilingual<T>;
}

/** Each kind's own fields (its category, whether it is urgent…) with its texts in both languages. */
export function withTexts<const M extends Record<string, object>, const T extends { [K in keyof M]: object }>(
  kinds: M,
  en: T,
  zh: TextTree<T>,
): { [K in keyof M]: M[K] & Bilingual<T[K]> } {
  const texts = /* @__PURE__ */ bilingual(en, zh) as Record<string, object>;
  return Object.fromEntries(Object.entries(kinds).map(([kind, fields]) => [kind, { ...fields, ...texts[kind] }])) as {
    [K in keyof M]: M[K] & Bilingual<T[K]>;
  };
}
