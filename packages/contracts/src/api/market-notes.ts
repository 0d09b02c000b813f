// Simulated market notes (issue 16 §4): written by the simulator's job, read by anyone.
import { endpoint } from '../endpoint.ts';
import { marketNotesQuery, marketNoteView } from '../market-notes.ts';
import { z } from '../zod.ts';

export const marketNotesApi = {
  /** The newest notes the simulator wrote about its own data, newest first. */
  find: endpoint({
    tag: 'market',
    caller: 'public',
    method: 'GET',
    path: '/market/notes',
    query: marketNotesQuery,
    response: z.array(marketNoteView),
  }),
} as const;
