// What shapes a migrated test database: the committed migrations. Templates are named by it, so a new migration makes
// a new template instead of reusing a stale one.
import { createHash, type Hash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const migrationsDir = fileURLToPath(new URL('../../../../packages/db/migrations/', import.meta.url));

/** Feeds every migration file (name and bytes, in order) to `hash`. */
export function hashMigrations(hash: Hash = createHash('sha256')): Hash {
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(migrationsDir);
  return hash;
}
