// What the system itself answers: its health, the spec's dictionaries, and the development mailbox.
import { healthView, mailAddressQuery, mailboxQuery, mailView, readyView } from '../admin.ts';
import { dictEntry, dictQuery } from '../dict.ts';
import { endpoint } from '../endpoint.ts';
import { z } from '../zod.ts';

export const systemApi = {
  /** The database answers, and which version is running. */
  health: endpoint({ tag: 'health', caller: 'public', method: 'GET', path: '/health', response: healthView }),
  /**
   * Whether this node should get traffic: its database and Redis answer and it is not shutting down (503 while it
   * drains, so a load balancer moves new requests and sockets to the other nodes).
   */
  ready: endpoint({ tag: 'health', caller: 'public', method: 'GET', path: '/ready', response: readyView }),
  /** A dictionary's entries in order. */
  dictData: endpoint({
    tag: 'dict',
    caller: 'public',
    method: 'GET',
    path: '/dict/data',
    query: dictQuery,
    response: z.array(dictEntry),
  }),
  /**
   * The development mailbox in the back office, everyone's mail or one address's, newest first; the server has it only
   * when devMailbox is on. Admins only: the codes in it open any account, an admin's too.
   */
  findMails: endpoint({
    tag: 'dev',
    caller: { roles: ['admin'] },
    method: 'GET',
    path: '/admin/dev/mailbox',
    query: mailboxQuery,
    response: z.array(mailView),
  }),
  /**
   * One address's mail from the development mailbox, newest first, for automated tests that read codes as a client
   * would; the server has it only when DEV_MAILBOX_PUBLIC turns it on.
   */
  devMailbox: endpoint({
    tag: 'dev',
    caller: 'public',
    method: 'GET',
    path: '/dev/mailbox',
    query: mailAddressQuery,
    response: z.array(mailView),
  }),
} as const;
