// Every text resource in the repository has its Chinese twin with exactly the English keys, none left empty, and the
// same `{{variables}}` in each text: a text added in one language only, or a placeholder dropped in translation, fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../../..');
const skipped = new Set(['node_modules', 'dist', '.git', 'reports', 'test-results']);

function englishResources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return englishResources(path);
    return entry.name.endsWith('.en.json') ? [path] : [];
  });
}

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((match) => match[1]).sort();
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Tree;

const resources = ['apps', 'packages'].flatMap((dir) => englishResources(join(root, dir)));

describe('text resources: Chinese as complete as English', () => {
  it('finds the resources', () => {
    expect(resources.length).toBeGreaterThan(90);
  });

  it.each(resources.map((path) => [relative(root, path), path]))('%s', (_name, path) => {
    const english = new Map(leaves(read(path)));
    const chinese = new Map(leaves(read(path.replace(/\.en\.json$/, '.zh.json'))));
    expect([...chinese.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of chinese) {
      expect(text.trim(), key).not.toBe('');
      expect(variables(text), key).toEqual(variables(english.get(key)!));
    }
  });
});
