// The e-mails a respondent receives. Their language is not known, so each says everything in English, then Chinese.
import type { MediationCaseRow } from '@platform/db';

const day = (at: Date, locale: string) =>
  at.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Who sends the respondent's e-mails: the service by name, and the public address its links must start with. */
export interface MailSender {
  service: string;
  publicUrl: string;
}

/** How a respondent can tell a genuine e-mail from a copy: where its link must lead, and what we never ask. */
const checkLines = (sender: MailSender) => ({
  en: [
    `How to check this e-mail is genuine: the link above must start with ${sender.publicUrl}/portal/ (look at the address before opening it). You can also open ${sender.publicUrl}/portal/ yourself and ask our customer service there about case numbers. ${sender.service} never asks for a password, a card number or a payment to take part.`,
  ],
  zh: [
    `如何核实本邮件的真实性：上面的链接必须以 ${sender.publicUrl}/portal/ 开头（打开前请先查看地址）。您也可以自行访问 ${sender.publicUrl}/portal/，在那里向我们的客服核实案件编号。${sender.service}从不要求您提供密码、银行卡号或付款才能参与调解。`,
  ],
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
  const check = checkLines(sender);
  const who = applicantName ?? 'A customer';
  const whoZh = applicantName ?? '一位客户';
  return {
    subject: `Mediation request ${row.trackingNumber} from ${sender.service} / ${sender.service}调解申请 ${row.trackingNumber}`,
    text: [
      `This e-mail is from ${sender.service}, a mediation service for consumer disputes (${sender.publicUrl}).`,
      `${who} has asked us to mediate a dispute with ${row.counterpartyName} (case ${row.trackingNumber}, ${row.amount} ${row.currency}).`,
      'Taking part is voluntary and free of charge, and nothing is binding unless both sides sign an agreement.',
      `Please read the claim and answer (take part, decline, or ask a question) by ${day(answerBy, 'en-GB')}:`,
      url,
      `This link is private to you and works until ${day(expiresAt, 'en-GB')}. If no answer is given by the date above, the case closes without a settlement.`,
      ...check.en,
      '',
      `本邮件来自${sender.service}，一个处理消费纠纷的调解服务（${sender.publicUrl}）。`,
      `${whoZh}请我们就其与 ${row.counterpartyName} 之间的纠纷进行调解（案件 ${row.trackingNumber}，${row.amount} ${row.currency}）。`,
      '参与调解是自愿且免费的，除非双方签署协议，否则不产生任何约束力。',
      `请在 ${day(answerBy, 'zh-CN')} 前阅读申请并作出答复（参与、拒绝或提问）：`,
      url,
      `此链接仅供您本人使用，有效期至 ${day(expiresAt, 'zh-CN')}。如在上述日期前未答复，案件将以未达成和解结案。`,
      ...check.zh,
    ].join('\n'),
  };
}

/** A fresh link for a respondent who takes part: the old one no longer opens; nothing else changed. */
export function newLinkMail(row: MediationCaseRow, url: string, expiresAt: Date, sender: MailSender) {
  const check = checkLines(sender);
  return {
    subject: `A new link to case ${row.trackingNumber} from ${sender.service} / ${sender.service}：案件 ${row.trackingNumber} 的新链接`,
    text: [
      `The mediator at ${sender.service} (${sender.publicUrl}) has sent you a new private link to case ${row.trackingNumber}; the earlier link no longer opens. You are still taking part: there is nothing to answer again.`,
      url,
      `This link is private to you and works until ${day(expiresAt, 'en-GB')}.`,
      ...check.en,
      '',
      `${sender.service}（${sender.publicUrl}）的调解员已向您发送案件 ${row.trackingNumber} 的新专属链接，之前的链接已失效。您仍在参与调解，无需再次答复。`,
      url,
      `此链接仅供您本人使用，有效期至 ${day(expiresAt, 'zh-CN')}。`,
      ...check.zh,
    ].join('\n'),
  };
}
