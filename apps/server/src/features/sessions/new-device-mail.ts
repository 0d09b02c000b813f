// The e-mail of a new-device notice: the inbox message's own words (contracts' SESSION_INBOX_TEXTS) in the account's
// language, its time written out in UTC.
import { inboxWords } from '@platform/contracts';
import type { Mail } from '../../core/mail/mailer.ts';
import type { NewDeviceSignIn } from './new-device.ts';

const utc = (iso: string, language: 'en' | 'zh') =>
  `${new Date(iso).toLocaleString(language === 'zh' ? 'zh-CN' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  })} UTC`;

export function newDeviceMail({ event, email, language }: NewDeviceSignIn): Mail {
  const { title, body } = inboxWords(
    { kind: 'session.newDevice', params: { device: event.device, ip: event.ip, at: event.at } },
    language,
    { amount: (value, currency) => `${value} ${currency}`, day: (day) => day, dateTime: (iso) => utc(iso, language) },
  );
  return { to: email, subject: title, text: body };
}
