// What the system itself answers: its health, the spec's dictionaries, and the development mailbox.
import { healthView, mailboxQuery, mailView } from '../admin.ts';
import { dictEntry, dictQuery } from '../dict.ts';
import { endpoint } from '../endpoint.ts';
import { z } from '../zod.ts';

export const systemApi = {
  /** The database answers, and which version is running. */
  health: endpoint({ tag: 'health', caller: 'public', method: 'GET', path: '/health', response: healthView }),
  /** A dictionary's entries in order. */
  dictData: endpoint({
    tag: 'dict',
    caller: 'public',
    method: 'GET',
    path: '/dict/data',
    query: dictQuery,
    response: z.array(dictEntry),
  }),
  /** The development mailbox, newest first; the server has it only when devMailbox is on. */
  devMailbox: endpoint({
    tag: 'dev',
    caller: 'public',
    method: 'GET',
    path: '/dev/mailbox',
    query: mailboxQuery,
    response: z.array(mailView),
  }),
} as const;
