import { type Db, marketNotes } from '@platform/db';
import type { NoteDraft } from './compute-notes.ts';

/**
 * Stores the notes not stored yet; answers how many were new. The event key is unique, so runs racing each other (or
 * a run repeating one) store each note once: the database, not a read before the write, decides.
 */
export async function writeNotes(db: Db, notes: readonly NoteDraft[]): Promise<number> {
  if (notes.length === 0) return 0;
  const written = await db
    .insert(marketNotes)
    .values([...notes])
    .onConflictDoNothing({ target: marketNotes.eventKey })
    .returning({ id: marketNotes.id });
  return written.length;
}
