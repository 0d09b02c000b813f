import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rolldown } from 'rolldown';
import { afterAll, describe, expect, it } from 'vitest';
import { usedModules } from './used-modules.ts';

// A page importing one component through a library's barrel, and the barrel's other component it does not use.
const dir = mkdtempSync(join(tmpdir(), 'used-modules-'));
const files: Record<string, string> = {
  'page.js': "import { Input } from './lib/index.js';\nexport const page = () => Input();",
  'lib/index.js':
    "'use client';\nimport './setup.js';\nexport { Input } from './input.js';\nexport * from './table.js';",
  'lib/setup.js': 'globalThis.ready = true;',
  'lib/input.js': "import { style } from './style.js';\nexport const Input = () => style('input');",
  'lib/style.js': 'export const style = (name) => name;',
  'lib/table.js': "import { style } from './style.js';\nexport const Table = () => style('table');",
};
for (const [name, text] of Object.entries(files)) {
  mkdirSync(join(dir, name, '..'), { recursive: true });
  writeFileSync(join(dir, name), text);
}
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function usedFrom(start: string) {
  let used = new Set<string>();
  const bundle = await rolldown({
    input: join(dir, 'page.js'),
    plugins: [
      {
        name: 'probe',
        async buildEnd() {
          used = await usedModules(this, [join(dir, start)]);
        },
      },
    ],
  });
  await bundle.generate({}); // the build phase, buildEnd included, runs on the first output
  await bundle.close();
  return [...used].map((id) => id.slice(dir.length + 1)).sort();
}

describe('usedModules: what a page really uses, through barrels by name', () => {
  it('follows the names the page imports, not the whole barrel', async () => {
    expect(await usedFrom('page.js')).toEqual(['lib/input.js', 'lib/setup.js', 'lib/style.js', 'page.js']);
  });

  it('takes every module behind a barrel asked for all of it', async () => {
    expect(await usedFrom('lib/index.js')).toEqual(['lib/input.js', 'lib/setup.js', 'lib/style.js', 'lib/table.js']);
  });
});
