// The keys of `t` are checked by the typecheck (`npm run typecheck` compiles this file): each `@ts-expect-error` below
// must meet an error, so a `t` that let a misspelt key through would fail the typecheck here.
import { describe, expect, it } from 'vitest';
import { type KeysUnder, type TextKey, type Translate, textsNamespace, textsUnder } from './texts.ts';

type Texts = { title: string; product: { range: string; apr: string }; months_one: string; months_other: string };
const NS = textsNamespace<Texts>('sample');
const OTHER = textsNamespace<{ heading: string }>('other');

const spoken: string[] = [];
const t = ((key: string) => {
  spoken.push(key);
  return key;
}) as unknown as Translate<Texts>;

describe('typed text keys', () => {
  it('takes the keys of its namespace, the shared ones and another namespace’s with its ns', () => {
    t('title');
    t('product.range');
    t('months', { count: 2 });
    t('common:back');
    t('messages:loginExpired');
    t('heading', { ns: OTHER });
    textsUnder(t, 'product')('apr');
    expect(spoken).toEqual([
      'title',
      'product.range',
      'months',
      'common:back',
      'messages:loginExpired',
      'heading',
      'product.apr',
    ]);
  });

  it('refuses a misspelt key, a subtree, another namespace’s key and a key below the wrong prefix', () => {
    // @ts-expect-error: no such text
    t('titel');
    // @ts-expect-error: a subtree is not a text
    t('product');
    // @ts-expect-error: the other namespace's key without its ns
    t('heading');
    // @ts-expect-error: not a key of the namespace named by ns
    t('title', { ns: OTHER });
    // @ts-expect-error: not below the prefix
    textsUnder(t, 'product')('title');
    const below: KeysUnder<TextKey<Texts>, 'product'>[] = ['range', 'apr'];
    expect(below).toHaveLength(2);
    expect(NS).toBe('sample');
  });
});
