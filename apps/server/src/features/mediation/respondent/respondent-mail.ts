// The e-mails a respondent receives. Their language is not known, so each says everything in English, then Chinese.
import type { MediationCaseRow } from '@platform/db';

const day = (at: Date, locale: string) =>
  at.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The invitation: what the case is, that taking part is voluntary and free, the private link and its deadline. */
export function invitationMail(row: MediationCaseRow, url: string, answerBy: Date, expiresAt: Date) {
  return {
    subject: `Mediation request ${row.trackingNumber} / 调解申请 ${row.trackingNumber}`,
    text: [
      `A customer has asked us to mediate a dispute with ${row.counterpartyName} (case ${row.trackingNumber}, ${row.amount} ${row.currency}).`,
      'Taking part is voluntary and free of charge, and nothing is binding unless both sides sign an agreement.',
      `Please read the claim and answer (take part, decline, or ask a question) by ${day(answerBy, 'en-GB')}:`,
      url,
      `This link is private to you and works until ${day(expiresAt, 'en-GB')}. If no answer is given by the date above, the case closes without a settlement.`,
      '',
      `一位客户请我们就其与 ${row.counterpartyName} 之间的纠纷进行调解（案件 ${row.trackingNumber}，${row.amount} ${row.currency}）。`,
      '参与调解是自愿且免费的，除非双方签署协议，否则不产生任何约束力。',
      `请在 ${day(answerBy, 'zh-CN')} 前阅读申请并作出答复（参与、拒绝或提问）：`,
      url,
      `此链接仅供您本人使用，有效期至 ${day(expiresAt, 'zh-CN')}。如在上述日期前未答复，案件将以未达成和解结案。`,
    ].join('\n'),
  };
}

/** A fresh link for a respondent who takes part: the old one no longer opens; nothing else changed. */
export function newLinkMail(row: MediationCaseRow, url: string, expiresAt: Date) {
  return {
    subject: `A new link to case ${row.trackingNumber} / 案件 ${row.trackingNumber} 的新链接`,
    text: [
      `The mediator has sent you a new private link to case ${row.trackingNumber}; the earlier link no longer opens. You are still taking part: there is nothing to answer again.`,
      url,
      `This link is private to you and works until ${day(expiresAt, 'en-GB')}.`,
      '',
      `调解员已向您发送案件 ${row.trackingNumber} 的新专属链接，之前的链接已失效。您仍在参与调解，无需再次答复。`,
      url,
      `此链接仅供您本人使用，有效期至 ${day(expiresAt, 'zh-CN')}。`,
    ].join('\n'),
  };
}
