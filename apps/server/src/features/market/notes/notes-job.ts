// The simulated market notes' job (issue 16 §4), run by the node holding the job lease: every minute it reads the
// simulator's record and stores the notes not stored yet.
import type { FastifyInstance } from 'fastify';
import { collectNotes } from './collect-notes.ts';
import { writeNotes } from './write-notes.ts';

export const MARKET_NOTES_JOB = 'market notes';
const NOTES_EVERY_MS = 60_000;

/**
 * One run: stores the notes of the simulator's record at `now`; answers how many were new. `stored` names the finished
 * sessions whose notes this node has stored already, so later runs skip reading them; it grows only after a write.
 */
export async function runMarketNotes(app: FastifyInstance, now = Date.now(), stored?: Set<string>) {
  const { notes, sessions } = collectNotes(app.market, now, stored);
  const written = await writeNotes(app.db, notes);
  for (const session of sessions) stored?.add(session);
  return written;
}

export function registerMarketNotes(app: FastifyInstance) {
  const stored = new Set<string>();
  app.jobs.define(MARKET_NOTES_JOB, NOTES_EVERY_MS, () => runMarketNotes(app, Date.now(), stored));
}
