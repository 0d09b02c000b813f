import type { DeadlineKind } from '@platform/contracts';
import type { Dictionary } from '../../shared/dictionary.ts';

const en = {
  title: 'Deadlines',
  intro:
    'How long each side has for each step of a case, and when the reminder goes. Both sides see the date in their case, with what happens if it passes.',
  fromNowOn: 'A changed length applies to deadlines set from then on: cases already waiting keep their dates.',
  noAccess: 'Deadlines are shown to mediators and admins.',
  adminOnly: 'Only an admin can change the lengths.',
  kinds: {
    respondent_answer: 'The respondent’s answer',
    proposal_answer: 'Answering a proposal',
    signing: 'Signing the agreement',
    payment_confirmation: 'Confirming the payment arrived',
  } satisfies Record<DeadlineKind, string>,
  explain: {
    respondent_answer:
      'The respondent answers within {{length}}; {{reminder}}; if no answer, the case closes, not settled.',
    proposal_answer: 'Each side answers a proposal within {{length}}; {{reminder}}; it lapses after.',
    signing:
      'Both parties sign within {{length}}; {{reminder}}; if not, the agreement lapses and the case closes, not settled.',
    payment_confirmation:
      'After the day the agreed payment is due, the applicant confirms it arrived within {{length}}; {{reminder}}; if not, the case closes, not settled, and the mediator is told.',
  } satisfies Record<DeadlineKind, string>,
  days_one: '{{count}} day',
  days_other: '{{count}} days',
  reminder_one: 'a reminder goes {{count}} day before',
  reminder_other: 'a reminder goes {{count}} days before',
  noReminder: 'no reminder goes before it',
  defaultLength: 'Default: {{length}}',
  changedAt: 'Changed {{date}}',
  neverChanged: 'The default, never changed',
  days: 'Days',
  daysHint: '1 to 90',
  reminderDays: 'Reminder, days before',
  reminderHint: '0 for none; fewer than the days',
  save: 'Save',
  saveNamed: 'Save: {{kind}}',
  saved: '{{kind}}: {{length}} for deadlines set from now on',
};

const zh: Dictionary<typeof en> = {
  title: '截止期限',
  intro: '案件每一步各方有多长时间、何时发送提醒。双方都能在案件中看到截止日期，以及逾期后会怎样。',
  fromNowOn: '修改后的期限只适用于此后设定的截止日期：已在等待中的案件保留原日期。',
  noAccess: '截止期限仅向调解员和管理员显示。',
  adminOnly: '只有管理员可以修改期限。',
  kinds: {
    respondent_answer: '被申请人答复',
    proposal_answer: '答复方案',
    signing: '签署协议',
    payment_confirmation: '确认款项到账',
  },
  explain: {
    respondent_answer: '被申请人须在{{length}}内答复；{{reminder}}；逾期未答复，案件以未达成和解结案。',
    proposal_answer: '各方须在{{length}}内答复方案；{{reminder}}；逾期方案失效。',
    signing: '双方须在{{length}}内签署；{{reminder}}；逾期未签，协议失效，案件以未达成和解结案。',
    payment_confirmation:
      '约定付款日之后，申请人须在{{length}}内确认款项是否到账；{{reminder}}；逾期未确认，案件以未达成和解结案，并通知调解员。',
  },
  days_one: ' {{count}} 天',
  days_other: ' {{count}} 天',
  reminder_one: '截止前 {{count}} 天发送提醒',
  reminder_other: '截止前 {{count}} 天发送提醒',
  noReminder: '截止前不发送提醒',
  defaultLength: '默认：{{length}}',
  changedAt: '修改于 {{date}}',
  neverChanged: '默认值，从未修改',
  days: '天数',
  daysHint: '1 至 90',
  reminderDays: '提前提醒天数',
  reminderHint: '0 表示不提醒；须少于天数',
  save: '保存',
  saveNamed: '保存：{{kind}}',
  saved: '{{kind}}：此后设定的截止期限为{{length}}',
};

export const mediationDeadlinesText = { en, zh };
