import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { zodSetUp } from './endpoint-schemas-plugin.ts';

const zodTs = fileURLToPath(new URL('../../../contracts/src/zod.ts', import.meta.url));
const zodCore = readFileSync(join(dirname(createRequire(zodTs).resolve('zod/v4/core')), 'core.js'), 'utf8');

describe('endpoint-schemas-plugin: zod set up in the apps’ builds without loading zod', () => {
  it('sets what contracts/src/zod.ts configures on the object zod reads its configuration from', () => {
    const code = zodSetUp(readFileSync(zodTs, 'utf8'), zodCore);
    expect(code).toContain('(globalThis.__zod_globalConfig ??= {}).jitless = true;');
    expect(code).toContain("export { z } from 'zod';");
    expect(code).not.toMatch(/^import /m);
    // The installed zod keeps its configuration there: the set-up and z.config() act on the same object.
    expect(z.config()).toBe((globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig);
    expect(z.config().jitless).toBe(true);
  });

  it('fails the build when zod.ts sets up something else', () => {
    const more = "import { z } from 'zod';\nz.config({ jitless: true });\nz.config({ customError: () => 'x' });\n";
    expect(() => zodSetUp(more, zodCore)).toThrow(/update zodSetUp/);
    expect(() => zodSetUp("import { z } from 'zod';\nexport { z };\n", zodCore)).toThrow(/update zodSetUp/);
  });

  it('fails the build when zod keeps its configuration elsewhere', () => {
    expect(() => zodSetUp(readFileSync(zodTs, 'utf8'), 'export const globalConfig = {};')).toThrow(
      /__zod_globalConfig/,
    );
  });
});
