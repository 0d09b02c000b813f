// The e-mails a respondent receives. Their language is not known, so each says everything in English, then Chinese.
import { formatMessage } from '@platform/contracts';
import type { MediationCaseRow } from '@platform/db';
import english from './respondent-mail.en.json' with { type: 'json' };
import chinese from './respondent-mail.zh.json' with { type: 'json' };

const day = (at: Date, locale: string) =>
  at.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Who sends the respondent's e-mails: the service by name, and the public address its links must start with. */
export interface MailSender {
  service: string;
  publicUrl: string;
}

type Params = Record<string, string>;
type Mail = typeof english.invitation;

/**
 * A mail in both languages: the subjects side by side, then the English lines and the Chinese ones, each ending with
 * how to check the e-mail is genuine (where its link must lead, and what we never ask). `params` are the words both
 * languages share; `dated` writes the dates each language's way.
 */
function inBoth(pick: (texts: typeof english) => Mail, params: Params, dated: (locale: string) => Params) {
  const say = (texts: typeof english, locale: string) => {
    const all = { ...params, ...dated(locale) };
    return {
      subject: formatMessage(pick(texts).subject, all),
      lines: [...pick(texts).lines, texts.check].map((line) => formatMessage(line, all)),
    };
  };
  const en = say(english, 'en-GB');
  const zh = say(chinese, 'zh-CN');
  return { subject: `${en.subject} / ${zh.subject}`, text: [...en.lines, '', ...zh.lines].join('\n') };
}

const senderParams = (row: MediationCaseRow, url: string, sender: MailSender): Params => ({
  service: sender.service,
  publicUrl: sender.publicUrl,
  trackingNumber: row.trackingNumber,
  url,
});

/**
 * The invitation: who sends it (the service and its public address), who asks (the applicant by the name their
 * real-name verification approved), what the case is, that taking part is voluntary and free, the private link and
 * its deadline, and how to check the e-mail is genuine.
 */
export function invitationMail(
  row: MediationCaseRow,
  url: string,
  answerBy: Date,
  expiresAt: Date,
  sender: MailSender,
  applicantName: string | null,
) {
  const params = {
    ...senderParams(row, url, sender),
    counterparty: row.counterpartyName,
    amount: String(row.amount),
    currency: row.currency,
  };
  return inBoth(
    (texts) => texts.invitation,
    params,
    (locale) => ({
      who: applicantName ?? (locale === 'zh-CN' ? chinese.someone : english.someone),
      answerBy: day(answerBy, locale),
      expiresAt: day(expiresAt, locale),
    }),
  );
}

/** A fresh link for a respondent who takes part: the old one no longer opens; nothing else changed. */
export function newLinkMail(row: MediationCaseRow, url: string, expiresAt: Date, sender: MailSender) {
  return inBoth(
    (texts) => texts.newLink,
    senderParams(row, url, sender),
    (locale) => ({
      expiresAt: day(expiresAt, locale),
    }),
  );
}
