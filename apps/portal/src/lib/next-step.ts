// "What happens next, and by when" (issue 15 §2) in words, for the party reading the case: the server says which step
// the case waits on, who must act and the deadline; this picks the sentence and writes the date in the reader's language.
import type { CaseParty, NextStep, NextStepView } from '@platform/contracts';
import english from './next-step.en.json';
import chinese from './next-step.zh.json';

type Sentences = Record<CaseParty, string>;
/** Every step in both parties' words; the steps with a stated deadline have a `…Due` sentence naming the date. */
type NextStepTexts = Record<NextStep, Sentences> & Record<DueStep, Sentences>;
type DueStep = `${'respondent_answer' | 'mediation' | 'sign' | 'other_sign' | 'confirm_payment'}Due`;

const en: NextStepTexts = english;

const zh: NextStepTexts = chinese;

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
