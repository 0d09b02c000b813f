// SMTP when SMTP_URL is set; otherwise the development mailbox (stored, logged, read in the back office).
import { type Db, mails } from '@platform/db';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config/env.ts';
import { AppError } from '../../lib/app-error.ts';

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
        try {
          await transport.sendMail({ from: config.MAIL_FROM, ...mail });
        } catch (err) {
          log.error({ err, to: mail.to }, 'smtp: sending failed');
          throw new AppError(503, 'mailFailed');
        }
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
