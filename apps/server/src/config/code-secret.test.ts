import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeSecret } from './code-secret.ts';

describe('codeSecret', () => {
  it('makes one secret under DATA_DIR on first start and keeps it across restarts', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'platform-code-secret-')), 'data');
    const first = codeSecret({ dataDir, CODE_SECRET: undefined });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(codeSecret({ dataDir, CODE_SECRET: undefined })).toBe(first);
    expect(statSync(join(dataDir, 'code-secret')).mode & 0o077).toBe(0);
  });

  it('takes CODE_SECRET when it is set', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'platform-code-secret-'));
    const CODE_SECRET = 'x'.repeat(40);
    expect(codeSecret({ dataDir, CODE_SECRET })).toBe(CODE_SECRET);
  });
});
