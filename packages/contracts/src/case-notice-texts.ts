// What each case notice says, to each party, in both languages: the server's e-mails, and the applicant's inbox
// messages made from them (inbox-mediation.ts). `{{name}}` stands for a notice's param; dates come as ISO strings
// and are written out for the reader.

import { bilingual } from './bilingual.ts';
import english from './case-notice-texts.en.json';
import chinese from './case-notice-texts.zh.json';
import type { Language } from './limits.ts';
import type { CaseNoticeKind, CaseParty } from './mediation-parties.ts';

type Text = { subject: string; body: string };
type Texts = Record<Language, Text>;

const both = (en: Text, zh: Text): Texts => ({ en, zh });

/** A notice's words for a party; `undefined` where the kind never goes to that party. */
export const CASE_NOTICE_TEXTS: Record<CaseNoticeKind, Partial<Record<CaseParty, Texts>>> = {
  case_accepted: {
    applicant: both(
      {
        subject: 'Your case {{trackingNumber}} is accepted',
        body: 'A mediator has accepted your case {{trackingNumber}}. {{contact}}',
      },
      {
        subject: '您的案件 {{trackingNumber}} 已受理',
        body: '调解员已受理您的案件 {{trackingNumber}}。{{contact}}',
      },
    ),
  },
  case_rejected: {
    applicant: both(
      {
        subject: 'Your case {{trackingNumber}} was not accepted',
        body: 'Your case {{trackingNumber}} was not accepted. The reason: {{reason}}',
      },
      {
        subject: '您的案件 {{trackingNumber}} 未被受理',
        body: '您的案件 {{trackingNumber}} 未被受理。原因：{{reason}}',
      },
    ),
  },
  respondent_invited: {
    applicant: both(
      {
        subject: 'The other party has been contacted ({{trackingNumber}})',
        body: 'The mediator has told the other party of your case {{trackingNumber}}. They have until {{answerBy}} to answer.',
      },
      {
        subject: '已联系对方（{{trackingNumber}}）',
        body: '调解员已将您的案件 {{trackingNumber}} 告知对方。对方须在 {{answerBy}} 前答复。',
      },
    ),
  },
  respondent_answered: {
    applicant: both(
      {
        subject: 'The other party answered ({{trackingNumber}})',
        body: 'The other party answered in case {{trackingNumber}}: {{answer}}.',
      },
      { subject: '对方已答复（{{trackingNumber}}）', body: '对方已就案件 {{trackingNumber}} 作出答复：{{answer}}。' },
    ),
  },
  new_message: {
    applicant: both(
      {
        subject: 'A new message in case {{trackingNumber}}',
        body: 'There is a new message for you in case {{trackingNumber}}.',
      },
      { subject: '案件 {{trackingNumber}} 有新消息', body: '案件 {{trackingNumber}} 中有一条给您的新消息。' },
    ),
    respondent: both(
      {
        subject: 'A new message in case {{trackingNumber}}',
        body: 'There is a new message for you in case {{trackingNumber}}.',
      },
      { subject: '案件 {{trackingNumber}} 有新消息', body: '案件 {{trackingNumber}} 中有一条给您的新消息。' },
    ),
  },
  proposal_received: {
    applicant: both(
      {
        subject: 'A settlement proposal in case {{trackingNumber}}',
        body: 'You have received a settlement proposal in case {{trackingNumber}}. Please answer it by {{respondBy}}.',
      },
      {
        subject: '案件 {{trackingNumber}} 收到和解方案',
        body: '您在案件 {{trackingNumber}} 中收到一份和解方案，请在 {{respondBy}} 前答复。',
      },
    ),
    respondent: both(
      {
        subject: 'A settlement proposal in case {{trackingNumber}}',
        body: 'You have received a settlement proposal in case {{trackingNumber}}. Please answer it by {{respondBy}}.',
      },
      {
        subject: '案件 {{trackingNumber}} 收到和解方案',
        body: '您在案件 {{trackingNumber}} 中收到一份和解方案，请在 {{respondBy}} 前答复。',
      },
    ),
  },
  proposal_answered: {
    applicant: both(
      {
        subject: 'Your proposal was answered ({{trackingNumber}})',
        body: 'Your settlement proposal in case {{trackingNumber}} was answered: {{answer}}.',
      },
      {
        subject: '您的方案已获答复（{{trackingNumber}}）',
        body: '您在案件 {{trackingNumber}} 中的和解方案已获答复：{{answer}}。',
      },
    ),
    respondent: both(
      {
        subject: 'Your proposal was answered ({{trackingNumber}})',
        body: 'Your settlement proposal in case {{trackingNumber}} was answered: {{answer}}.',
      },
      {
        subject: '您的方案已获答复（{{trackingNumber}}）',
        body: '您在案件 {{trackingNumber}} 中的和解方案已获答复：{{answer}}。',
      },
    ),
  },
  mediator_proposal_decided: {
    applicant: both(
      {
        subject: 'The mediator’s proposal is decided ({{trackingNumber}})',
        body: 'The mediator’s settlement proposal in case {{trackingNumber}} is decided: {{answer}}.',
      },
      {
        subject: '调解员的方案已有结果（{{trackingNumber}}）',
        body: '调解员在案件 {{trackingNumber}} 中提出的和解方案已有结果：{{answer}}。',
      },
    ),
    respondent: both(
      {
        subject: 'The mediator’s proposal is decided ({{trackingNumber}})',
        body: 'The mediator’s settlement proposal in case {{trackingNumber}} is decided: {{answer}}.',
      },
      {
        subject: '调解员的方案已有结果（{{trackingNumber}}）',
        body: '调解员在案件 {{trackingNumber}} 中提出的和解方案已有结果：{{answer}}。',
      },
    ),
  },
  report_published: {
    applicant: both(
      {
        subject: 'A progress report on case {{trackingNumber}}',
        body: 'The mediator has published a progress report on your case {{trackingNumber}}.',
      },
      { subject: '案件 {{trackingNumber}} 的进度报告', body: '调解员已发布您的案件 {{trackingNumber}} 的进度报告。' },
    ),
  },
  agreement_ready: {
    applicant: both(
      {
        subject: 'Your agreement is ready to sign ({{trackingNumber}})',
        body: 'The agreement in case {{trackingNumber}} is ready for your signature. Please read and sign it by {{signBy}}.',
      },
      {
        subject: '您的协议已可签署（{{trackingNumber}}）',
        body: '案件 {{trackingNumber}} 的协议已可签署，请在 {{signBy}} 前阅读并签署。',
      },
    ),
    respondent: both(
      {
        subject: 'The agreement is ready to sign ({{trackingNumber}})',
        body: 'The agreement in case {{trackingNumber}} is ready for your signature. Please read and sign it by {{signBy}}.',
      },
      {
        subject: '协议已可签署（{{trackingNumber}}）',
        body: '案件 {{trackingNumber}} 的协议已可签署，请在 {{signBy}} 前阅读并签署。',
      },
    ),
  },
  agreement_signed_by_other: {
    applicant: both(
      {
        subject: 'The other party signed ({{trackingNumber}})',
        body: 'The other party has signed the agreement in case {{trackingNumber}}. It is complete once you sign it too.',
      },
      {
        subject: '对方已签署（{{trackingNumber}}）',
        body: '对方已签署案件 {{trackingNumber}} 的协议。您签署后协议即完成。',
      },
    ),
    respondent: both(
      {
        subject: 'The other party signed ({{trackingNumber}})',
        body: 'The other party has signed the agreement in case {{trackingNumber}}. It is complete once you sign it too.',
      },
      {
        subject: '对方已签署（{{trackingNumber}}）',
        body: '对方已签署案件 {{trackingNumber}} 的协议。您签署后协议即完成。',
      },
    ),
  },
  agreement_completed: {
    applicant: both(
      {
        subject: 'The agreement is signed by both parties ({{trackingNumber}})',
        body: 'Both parties have signed the agreement in case {{trackingNumber}}. The signed PDF, with its audit page, is ready to download.',
      },
      {
        subject: '双方均已签署协议（{{trackingNumber}}）',
        body: '双方均已签署案件 {{trackingNumber}} 的协议。已签署的 PDF（含审计页）可以下载。',
      },
    ),
    respondent: both(
      {
        subject: 'The agreement is signed by both parties ({{trackingNumber}})',
        body: 'Both parties have signed the agreement in case {{trackingNumber}}. The signed PDF, with its audit page, is ready to download.',
      },
      {
        subject: '双方均已签署协议（{{trackingNumber}}）',
        body: '双方均已签署案件 {{trackingNumber}} 的协议。已签署的 PDF（含审计页）可以下载。',
      },
    ),
  },
  payment_confirmation_requested: {
    applicant: both(
      {
        subject: 'Did the agreed payment arrive? ({{trackingNumber}})',
        body: 'Both parties have signed the agreement in case {{trackingNumber}}. The respondent pays {{amount}} {{currency}} as the agreement states, by {{payBy}}. When it has arrived, please confirm it in the portal: the case is settled only once you confirm. If you have not confirmed by {{confirmBy}}, you are reminded first, then the case closes as not settled (payment not confirmed) and the mediator is told.',
      },
      {
        subject: '约定款项是否已到账？（{{trackingNumber}}）',
        body: '双方均已签署案件 {{trackingNumber}} 的协议。被申请人须按协议在 {{payBy}} 前支付 {{amount}} {{currency}}。款项到账后，请在门户中确认：只有在您确认后案件才算达成和解。如您在 {{confirmBy}} 前仍未确认，我们会先提醒您，之后案件以未达成和解（未确认收款）结案，并告知调解员。',
      },
    ),
    respondent: both(
      {
        subject: 'Please pay as agreed ({{trackingNumber}})',
        body: 'Both parties have signed the agreement in case {{trackingNumber}}. Please pay {{amount}} {{currency}} as the agreement states, by {{payBy}}. The case is settled once the applicant confirms the payment arrived (by {{confirmBy}} at the latest).',
      },
      {
        subject: '请按协议付款（{{trackingNumber}}）',
        body: '双方均已签署案件 {{trackingNumber}} 的协议。请按协议在 {{payBy}} 前支付 {{amount}} {{currency}}。申请人确认款项到账后（最迟 {{confirmBy}}），案件即达成和解。',
      },
    ),
  },
  payment_not_received: {
    applicant: both(
      {
        subject: 'Payment not arrived: recorded ({{trackingNumber}})',
        body: 'You told us the agreed payment in case {{trackingNumber}} has not arrived. The respondent and the mediator are told. You can still confirm it in the portal until {{confirmBy}}; if you have not, the case then closes as not settled, and the portal shows where you can turn next.',
      },
      {
        subject: '款项未到账：已记录（{{trackingNumber}}）',
        body: '您告知我们案件 {{trackingNumber}} 的约定款项尚未到账。我们已告知被申请人和调解员。您在 {{confirmBy}} 前仍可在门户中确认到账；届时仍未确认的，案件以未达成和解结案，门户会列出您可以求助的机构。',
      },
    ),
    respondent: both(
      {
        subject: 'The applicant has not received the payment ({{trackingNumber}})',
        body: 'The applicant says the agreed payment of {{amount}} {{currency}} in case {{trackingNumber}} has not arrived. Please pay as the agreement states. If the applicant has not confirmed it by {{confirmBy}}, the case closes as not settled.',
      },
      {
        subject: '申请人尚未收到款项（{{trackingNumber}}）',
        body: '申请人表示案件 {{trackingNumber}} 的约定款项 {{amount}} {{currency}} 尚未到账。请按协议付款。如申请人在 {{confirmBy}} 前仍未确认到账，案件将以未达成和解结案。',
      },
    ),
  },
  deadline_near: {
    applicant: both(
      {
        subject: 'A deadline is near in case {{trackingNumber}}',
        body: 'Case {{trackingNumber}} is waiting for you: {{step}} by {{deadlineAt}}.',
      },
      {
        subject: '案件 {{trackingNumber}} 的期限将至',
        body: '案件 {{trackingNumber}} 正在等待您：请在 {{deadlineAt}} 前{{step}}。',
      },
    ),
    respondent: both(
      {
        subject: 'A deadline is near in case {{trackingNumber}}',
        body: 'Case {{trackingNumber}} is waiting for you: {{step}} by {{deadlineAt}}.',
      },
      {
        subject: '案件 {{trackingNumber}} 的期限将至',
        body: '案件 {{trackingNumber}} 正在等待您：请在 {{deadlineAt}} 前{{step}}。',
      },
    ),
  },
  case_closed: {
    applicant: both(
      {
        subject: 'Case {{trackingNumber}} is closed',
        body: 'Case {{trackingNumber}} is closed: {{outcome}}. {{reason}}',
      },
      { subject: '案件 {{trackingNumber}} 已结案', body: '案件 {{trackingNumber}} 已结案：{{outcome}}。{{reason}}' },
    ),
    respondent: both(
      {
        subject: 'Case {{trackingNumber}} is closed',
        body: 'Case {{trackingNumber}} is closed: {{outcome}}. {{reason}}',
      },
      { subject: '案件 {{trackingNumber}} 已结案', body: '案件 {{trackingNumber}} 已结案：{{outcome}}。{{reason}}' },
    ),
  },
};

/** Words for the params that name a choice or a step, in the reader's language. */
export const CASE_NOTICE_WORDS: Record<string, Record<Language, string>> = /* @__PURE__ */ bilingual(english, chinese);
