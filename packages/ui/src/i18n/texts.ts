/** The shape of a text tree with every leaf a string: a second language must fill in exactly the keys of the first. */
export type TextsOf<T> = { [K in keyof T]: T[K] extends string ? string : TextsOf<T[K]> };

/** A namespace of texts in both languages; the Chinese tree is checked against the English one. */
export function defineTexts<const En extends Record<string, unknown>>(en: En, zh: TextsOf<En>) {
  return { en, zh };
}
