import type { MessageKey } from '@platform/contracts';
import type { TOptions } from 'i18next';
import { useTranslation } from 'react-i18next';
import type commonTexts from './common.en.json';

/** The shape of a text tree with every leaf a string: a second language must fill in exactly the keys of the first. */
export type TextsOf<T> = { [K in keyof T]: T[K] extends string ? string : TextsOf<T[K]> };

/** A namespace of texts in both languages; the Chinese tree is checked against the English one. */
export function defineTexts<const En extends Record<string, unknown>>(en: En, zh: TextsOf<En>) {
  return { en, zh };
}

type PluralForm = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';
type Singular<K extends string> = K extends `${infer Base}${PluralForm}` ? Base | K : K;

/** Every text's key in a tree (`title`, `product.range`); a plural's forms (`months_one`, `months_other`) also as `months`. */
export type TextKey<T> = {
  [K in keyof T & string]: T[K] extends string ? Singular<K> : `${K}.${TextKey<T[K]>}`;
}[keyof T & string];

/** The keys any namespace's texts may borrow: the shared `common` texts and the server's messages. */
export type SharedTextKey = `common:${TextKey<CommonTexts>}` | `messages:${MessageKey}`;

/** The shared texts (common.ts): their resource, and the few taken from the first-load messages. */
type CommonTexts = typeof commonTexts &
  Record<'loginExpired' | 'networkError' | 'uploadFail' | 'sizeExceeded' | 'success', string>;

/** A text's options in its own namespace (another's is named with `ns`, and its key checked against that one's). */
type OwnOptions = Omit<TOptions, 'ns'> & { ns?: undefined };

/** A namespace's name, carrying the shape of its English texts so that its keys are checked. */
export type TextsNamespace<T> = string & { readonly texts?: T };

/**
 * `t` for one namespace: a key that is not one of its texts (or a shared one) fails the typecheck, as does a key of
 * another namespace named by `ns`.
 */
export interface Translate<T> {
  (key: TextKey<T> | SharedTextKey, options?: OwnOptions | string): string;
  <N>(key: TextKey<N>, options: TOptions & { ns: TextsNamespace<N> }): string;
}

/** The keys of a namespace's texts (`TextKeyIn<typeof LOANS>`), for a list of labels a screen maps over. */
export type TextKeyIn<N> = N extends TextsNamespace<infer T> ? TextKey<T> : never;

/** The `t` of a namespace (`TranslateIn<typeof LOANS>`), for the helpers a screen hands it to. */
export type TranslateIn<N> = N extends TextsNamespace<infer T> ? Translate<T> : never;

/** Names a namespace whose texts are registered elsewhere (an app's own `app` texts), with the shape of its texts. */
export const textsNamespace = <T>(name: string): TextsNamespace<T> => name;

/** The texts of a namespace, with `t` typed by its keys. */
export function useTexts<T>(namespace: TextsNamespace<T>) {
  const { t, i18n, ready } = useTranslation(namespace);
  return { t: t as unknown as Translate<T>, i18n, ready };
}

/** The keys below a prefix: `KeysUnder<'loans.columns.apr' | 'loans.title', 'loans.columns'>` is `'apr'`. */
export type KeysUnder<Keys, P extends string> = Keys extends `${P}.${infer Rest}` ? Rest : never;

/** `t` for the texts below a prefix (`textsUnder(t, 'loans.products.columns')('apr')`), its keys still checked. */
export function textsUnder<T, P extends string>(t: Translate<T>, prefix: P) {
  return (key: KeysUnder<TextKey<T>, P>, options?: OwnOptions) => t(`${prefix}.${key}` as TextKey<T>, options);
}

/** `t` over keys a generic part makes at run time from a prefix its caller gives: unchecked, so kept to those parts. */
export type LooseTranslate = (key: string, options?: TOptions | string) => string;
export const loosely = <T>(t: Translate<T>): LooseTranslate => t as unknown as LooseTranslate;

/** The shared texts' namespace (common.ts), with the shape of its texts. */
export const COMMON = textsNamespace<CommonTexts>('common');

/**
 * A namespace's texts in both languages, with some of a vocabulary group's words under its own keys:
 * `textsWithWords(english, chinese, MARKET_WORDS, { status: 'marketStatus' })`.
 */
export function textsWithWords<
  const En extends Record<string, unknown>,
  W extends Record<string, unknown>,
  const M extends Record<string, keyof W>,
>(en: En, zh: TextsOf<En>, words: { en: W; zh: TextsOf<W> }, keys: M) {
  const taken = (from: W | TextsOf<W>) =>
    Object.fromEntries(Object.entries(keys).map(([key, word]) => [key, from[word as keyof W]])) as {
      [K in keyof M]: W[M[K]];
    };
  return defineTexts({ ...en, ...taken(words.en) }, { ...zh, ...taken(words.zh) } as never);
}
