// The server secret that keys the stored hashes of e-mail codes: CODE_SECRET, or one made on first start under DATA_DIR.
import { join } from 'node:path';
import { persistedSecret } from '../lib/secrets.ts';
import type { Config } from './env.ts';

export const codeSecret = (config: Pick<Config, 'CODE_SECRET' | 'dataDir'>): string =>
  config.CODE_SECRET ?? persistedSecret(join(config.dataDir, 'code-secret'));
