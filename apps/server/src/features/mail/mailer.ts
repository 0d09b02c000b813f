// SMTP when SMTP_URL is set; otherwise the development mailbox (stored, logged, listed at /api/dev/mailbox).
import { type Db, mails } from '@platform/db';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config/env.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(config: Config, db: Db, log: FastifyBaseLogger): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(mail) {
        await transport.sendMail({ from: config.MAIL_FROM, ...mail });
      },
    };
  }
  return {
    async send(mail) {
      await db.insert(mails).values(mail);
      log.info({ to: mail.to, subject: mail.subject }, `dev mailbox: ${mail.text}`);
    },
  };
}
