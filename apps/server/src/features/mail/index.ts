import type { FastifyInstance } from 'fastify';
import { findMails } from './find-mails.ts';
import { getMailbox } from './get-mailbox.ts';

/**
 * The development mailbox (mail kept instead of sent: no SMTP, not production): admins read it in the back office, and
 * each mail is in the server log. Anonymous readers only when DEV_MAILBOX_PUBLIC turns that on for tests: a loopback
 * check would not do, since behind a reverse proxy every request comes from loopback.
 */
export async function mailRoutes(app: FastifyInstance) {
  if (!app.config.devMailbox) return;
  await app.register(findMails);
  if (!app.config.devMailboxPublic) return;
  app.log.warn(
    'dev mailbox: anyone may read an address’s mail at /api/dev/mailbox?to= (DEV_MAILBOX_PUBLIC, for tests)',
  );
  await app.register(getMailbox);
}
