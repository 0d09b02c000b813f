// Files other features point at: checks that a user's uploads are theirs, and describes stored files for views.
import type { FileRefView } from '@platform/contracts';
import { type Db, inArray, storedFiles } from '@platform/db';
import { AppError } from '../../lib/app-error.ts';

/** Raster images: what browsers render without running anything (SVG, which can carry script, is never accepted). */
export const IMAGE_MIMES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** `/file/<stored name>` → `<stored name>`. */
export const storedNameOf = (path: string) => path.replace(/^\/file\//, '');
export const pathOf = (storedName: string) => `/file/${storedName}`;

const fieldError = (key: 'fileNotYours' | 'fileNotImage' | 'uploadImage', field: string) =>
  AppError.badRequest(key, field);

/**
 * The stored names of `paths`, each uploaded by `ownerId` (and an image when `imagesOnly`). A file of someone else, or
 * one that does not exist, is refused on its field, as `field` or `field.<index>` for lists.
 */
export async function requireOwnFiles(
  db: Db,
  ownerId: number,
  paths: readonly string[],
  options: { field: string; list?: boolean; imagesOnly?: boolean },
): Promise<string[]> {
  const names = [...new Set(paths.map(storedNameOf))];
  if (names.length === 0) return [];
  const rows = await db.select().from(storedFiles).where(inArray(storedFiles.storedName, names));
  const byName = new Map(rows.map((r) => [r.storedName, r]));
  names.forEach((name, index) => {
    const field = options.list ? `${options.field}.${index}` : options.field;
    const row = byName.get(name);
    if (!row || row.ownerId !== ownerId) throw fieldError('fileNotYours', field);
    if (options.imagesOnly && !IMAGE_MIMES.has(row.mime)) throw fieldError('fileNotImage', field);
  });
  return names;
}

/** A public image (published content shows it to anyone), or null for none. */
export async function requirePublicImage(db: Db, path: string | null | undefined, field: string) {
  if (!path) return null;
  const name = storedNameOf(path);
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(inArray(storedFiles.storedName, [name]));
  if (row?.visibility !== 'public' || !IMAGE_MIMES.has(row.mime)) throw fieldError('uploadImage', field);
  return pathOf(name);
}

/** Views of stored files, in the order of `names`; a file since removed is left out. */
export async function fileRefs(db: Db, names: readonly string[]): Promise<FileRefView[]> {
  if (names.length === 0) return [];
  const rows = await db
    .select()
    .from(storedFiles)
    .where(inArray(storedFiles.storedName, [...names]));
  const byName = new Map(rows.map((r) => [r.storedName, r]));
  return names.flatMap((name) => {
    const row = byName.get(name);
    return row ? [{ path: pathOf(name), name: row.originalName, mime: row.mime, size: row.size }] : [];
  });
}
