import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Local-disk file storage under DATA_DIR/files; names are random and chosen by the server. */
export interface FileStorage {
  put(name: string, content: Buffer): Promise<void>;
  get(name: string): Promise<Buffer>;
}

export function localFileStorage(dataDir: string): FileStorage {
  const root = join(dataDir, 'files');
  let ready: Promise<unknown> | undefined;
  return {
    async put(name, content) {
      ready ??= mkdir(root, { recursive: true });
      await ready;
      await writeFile(join(root, name), content, { flag: 'wx' });
    },
    get: (name) => readFile(join(root, name)),
  };
}
