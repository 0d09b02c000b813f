import { NEXT_STEPS, type NextStepView } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { NEXT_STEP_TEXTS, nextStepSentence } from './next-step.ts';

const step = (over: Partial<NextStepView>): NextStepView => ({
  step: 'review',
  actor: 'mediator',
  deadlineKind: null,
  deadlineAt: null,
  ...over,
});
// Noon UTC: the same calendar day in every time zone the tests may run in.
const DEC_9 = '2026-12-09T12:00:00.000Z';
const NOV_30 = '2026-11-30T12:00:00.000Z';

describe('nextStepSentence: what happens next, and by when, in the reader’s words and language', () => {
  it.each([
    {
      title: 'asks the respondent to answer by the deadline, the date written the reader’s way',
      actor: 'you',
      party: 'respondent',
      en: 'Please answer by 9 Dec 2026',
      zh: '请在 2026年12月9日 前作出答复',
    },
    {
      title: 'tells the applicant the same step as waiting on the other side, with its due date',
      actor: 'other',
      party: 'applicant',
      en: 'Waiting for the respondent’s answer, due 9 Dec 2026',
      zh: '等待被申请人答复，截止日期 2026年12月9日',
    },
  ] as const)('$title', ({ actor, party, en, zh }) => {
    const next = step({ step: 'respondent_answer', actor, deadlineKind: 'respondent_answer', deadlineAt: DEC_9 });
    expect(nextStepSentence(next, party, 'en')).toBe(en);
    expect(nextStepSentence(next, party, 'zh')).toBe(zh);
  });

  it('asks the party who has not signed to sign by the deadline, and tells the other who is awaited', () => {
    const sign = step({ step: 'sign', actor: 'you', deadlineKind: 'signing', deadlineAt: NOV_30 });
    expect(nextStepSentence(sign, 'applicant', 'en')).toBe('Sign your agreement by 30 Nov 2026');
    expect(nextStepSentence(sign, 'respondent', 'zh')).toBe('请在 2026年11月30日 前签署协议');
    const other = step({ step: 'other_sign', actor: 'other', deadlineKind: 'signing', deadlineAt: NOV_30 });
    expect(nextStepSentence(other, 'applicant', 'en')).toBe(
      'You have signed: waiting for the respondent to sign by 30 Nov 2026',
    );
    expect(nextStepSentence(other, 'respondent', 'en')).toBe(
      'You have signed: waiting for the applicant to sign by 30 Nov 2026',
    );
  });

  it('names the applicant’s own task when the case waits on their real-name verification', () => {
    const next = step({ step: 'verify_identity', actor: 'you' });
    expect(nextStepSentence(next, 'applicant', 'en')).toBe(
      'Complete your real-name verification so the mediator can contact the respondent',
    );
    expect(nextStepSentence(next, 'applicant', 'zh')).toBe('请完成实名认证，调解员才能联系被申请人');
  });

  it('says what is awaited without a date when the step has no deadline', () => {
    expect(nextStepSentence(step({ step: 'review' }), 'applicant', 'en')).toBe('The mediator is reviewing your case');
    expect(nextStepSentence(step({ step: 'sign', actor: 'you' }), 'applicant', 'en')).toBe('Sign your agreement');
    expect(nextStepSentence(step({ step: 'closed', actor: 'nobody' }), 'respondent', 'zh')).toBe(
      '本案已结案：无需再做任何事',
    );
  });

  it('ignores a stray deadline on a step that states none, rather than inventing one', () => {
    const next = step({ step: 'close', deadlineKind: 'signing', deadlineAt: NOV_30 });
    expect(nextStepSentence(next, 'applicant', 'en')).toBe('Both sides have signed: the mediator will close the case');
  });

  it('words every step for both parties in both languages, with the date placeholder only where a date goes', () => {
    for (const language of ['en', 'zh'] as const) {
      for (const s of NEXT_STEPS) {
        for (const party of ['applicant', 'respondent'] as const) {
          expect(NEXT_STEP_TEXTS[language][s][party]).not.toMatch(/\{\{/);
          expect(nextStepSentence(step({ step: s, deadlineAt: DEC_9 }), party, language)).not.toMatch(/\{\{|undefined/);
        }
      }
    }
  });

  it('falls back to English for a language the portal does not offer', () => {
    expect(nextStepSentence(step({ step: 'review' }), 'applicant', 'fr')).toBe('The mediator is reviewing your case');
  });
});
