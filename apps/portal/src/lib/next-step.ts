// "What happens next, and by when" (issue 15 §2) in words, for the party reading the case: the server says which step
// the case waits on, who must act and the deadline; this picks the sentence and writes the date in the reader's language.
import type { CaseParty, NextStep, NextStepView } from '@platform/contracts';

type Sentences = Record<CaseParty, string>;
/** Every step in both parties' words; the steps with a stated deadline have a `…Due` sentence naming the date. */
type NextStepTexts = Record<NextStep, Sentences> & Record<DueStep, Sentences>;
type DueStep = `${'respondent_answer' | 'mediation' | 'sign' | 'other_sign' | 'confirm_payment'}Due`;

const en: NextStepTexts = {
  review: {
    applicant: 'The mediator is reviewing your case',
    respondent: 'The mediator is reviewing the case',
  },
  verify_identity: {
    applicant: 'Complete your real-name verification so the mediator can contact the respondent',
    respondent: 'The applicant is completing their identity verification',
  },
  contact_respondent: {
    applicant: 'The mediator will contact the respondent next',
    respondent: 'The mediator will contact you',
  },
  respondent_answer: {
    applicant: 'Waiting for the respondent’s answer',
    respondent: 'Please answer: take part, decline or ask a question',
  },
  respondent_answerDue: {
    applicant: 'Waiting for the respondent’s answer, due {{date}}',
    respondent: 'Please answer by {{date}}',
  },
  mediation: {
    applicant: 'Mediation is under way: the mediator is working with both sides',
    respondent: 'Mediation is under way: the mediator is working with both sides',
  },
  mediationDue: {
    applicant: 'Mediation is under way: the proposal on the table needs an answer by {{date}}',
    respondent: 'Mediation is under way: the proposal on the table needs an answer by {{date}}',
  },
  sign: {
    applicant: 'Sign your agreement',
    respondent: 'Sign the agreement',
  },
  signDue: {
    applicant: 'Sign your agreement by {{date}}',
    respondent: 'Sign the agreement by {{date}}',
  },
  other_sign: {
    applicant: 'You have signed: waiting for the respondent to sign',
    respondent: 'You have signed: waiting for the applicant to sign',
  },
  other_signDue: {
    applicant: 'You have signed: waiting for the respondent to sign by {{date}}',
    respondent: 'You have signed: waiting for the applicant to sign by {{date}}',
  },
  confirm_payment: {
    applicant: 'Both sides have signed: tell us when the agreed payment has arrived',
    respondent: 'Both sides have signed: pay as agreed; the applicant confirms when it arrives',
  },
  confirm_paymentDue: {
    applicant: 'Both sides have signed: confirm the agreed payment arrived, by {{date}}',
    respondent: 'Both sides have signed: pay as agreed; the applicant confirms it by {{date}}',
  },
  close: {
    applicant: 'Both sides have signed: the mediator will close the case',
    respondent: 'Both sides have signed: the mediator will close the case',
  },
  closed: {
    applicant: 'This case is closed: nothing more to do',
    respondent: 'This case is closed: nothing more to do',
  },
};

const zh: NextStepTexts = {
  review: { applicant: '调解员正在审核您的案件', respondent: '调解员正在审核该案件' },
  verify_identity: {
    applicant: '请完成实名认证，调解员才能联系被申请人',
    respondent: '申请人正在完成身份认证',
  },
  contact_respondent: { applicant: '调解员接下来将联系被申请人', respondent: '调解员将与您联系' },
  respondent_answer: { applicant: '等待被申请人答复', respondent: '请作出答复：参与调解、拒绝或提出问题' },
  respondent_answerDue: {
    applicant: '等待被申请人答复，截止日期 {{date}}',
    respondent: '请在 {{date}} 前作出答复',
  },
  mediation: {
    applicant: '调解进行中：调解员正在与双方沟通',
    respondent: '调解进行中：调解员正在与双方沟通',
  },
  mediationDue: {
    applicant: '调解进行中：当前方案须在 {{date}} 前答复',
    respondent: '调解进行中：当前方案须在 {{date}} 前答复',
  },
  sign: { applicant: '请签署您的协议', respondent: '请签署协议' },
  signDue: { applicant: '请在 {{date}} 前签署您的协议', respondent: '请在 {{date}} 前签署协议' },
  other_sign: { applicant: '您已签署：等待被申请人签署', respondent: '您已签署：等待申请人签署' },
  other_signDue: {
    applicant: '您已签署：等待被申请人在 {{date}} 前签署',
    respondent: '您已签署：等待申请人在 {{date}} 前签署',
  },
  confirm_payment: {
    applicant: '双方均已签署：约定款项到账后请告诉我们',
    respondent: '双方均已签署：请按约定付款，申请人将在到账后确认',
  },
  confirm_paymentDue: {
    applicant: '双方均已签署：请在 {{date}} 前确认约定款项是否到账',
    respondent: '双方均已签署：请按约定付款，申请人须在 {{date}} 前确认',
  },
  close: {
    applicant: '双方均已签署：调解员将结案',
    respondent: '双方均已签署：调解员将结案',
  },
  closed: { applicant: '本案已结案：无需再做任何事', respondent: '本案已结案：无需再做任何事' },
};

export const NEXT_STEP_TEXTS = { en, zh } as const;

const DUE_STEPS: ReadonlySet<NextStep> = new Set([
  'respondent_answer',
  'mediation',
  'sign',
  'other_sign',
  'confirm_payment',
]);

/** A date as the reader writes it: 9 Dec 2026 in English, 2026年12月9日 in Chinese. */
export function formatDueDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en-GB', { dateStyle: 'medium' }).format(new Date(iso));
}

/**
 * The sentence for the case's next step as `party` reads it, in `language` ("Please answer by 9 Dec 2026"). A step
 * with a deadline names its date; one without says what is awaited.
 */
export function nextStepSentence(next: NextStepView, party: CaseParty, language: string): string {
  const texts = language === 'zh' ? zh : en;
  if (next.deadlineAt && DUE_STEPS.has(next.step)) {
    const due = texts[`${next.step}Due` as DueStep][party];
    return due.replace('{{date}}', formatDueDate(next.deadlineAt, language));
  }
  return texts[next.step][party];
}

/** Whether the step waits on the reader: the line is then worded and shown as their task. */
export const isYourTurn = (next: NextStepView) => next.actor === 'you';
