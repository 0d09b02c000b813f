// A deadline as the Deadlines page shows it (server-side, no DOM): the plain sentence with the current length and
// reminder, in English and Chinese, and the form only for admins.

import { DEADLINE_KINDS, type DeadlineSettingView } from '@platform/contracts';
import { markupWords } from '@platform/ui';
import { describe, expect, it, vi } from 'vitest';
import { i18n, staticHtml, withPageTexts } from '../../testing/static-render.tsx';
import { DeadlineCard } from './deadline-card.tsx';

// The back office's modules read local storage as they load (the session, the language): a stand-in, before any import.
await vi.hoisted(async () => (await import('@platform/ui')).installMemoryStorage());

const setting = (over: Partial<DeadlineSettingView>): DeadlineSettingView => ({
  kind: 'respondent_answer',
  days: 14,
  reminderDays: 2,
  defaultDays: 14,
  updatedAt: null,
  ...over,
});

const render = staticHtml;
const words = markupWords;

withPageTexts();

describe('a deadline on the Deadlines page', () => {
  it('says what each side must do by when, the reminder, and what follows a missed deadline', () => {
    expect(words(render(<DeadlineCard setting={setting({})} canEdit={false} />))).toContain(
      'The respondent answers within 14 days; a reminder goes 2 days before; if no answer, the case closes, not settled.',
    );
    expect(
      words(
        render(
          <DeadlineCard setting={setting({ kind: 'proposal_answer', days: 1, reminderDays: 0 })} canEdit={false} />,
        ),
      ),
    ).toContain('Each side answers a proposal within 1 day; no reminder goes before it; it lapses after.');
    const signing = words(
      render(
        <DeadlineCard
          setting={setting({
            kind: 'signing',
            days: 10,
            reminderDays: 1,
            defaultDays: 7,
            updatedAt: '2026-11-25T10:00:00.000Z',
          })}
          canEdit={false}
        />,
      ),
    );
    expect(signing).toContain(
      'Both parties sign within 10 days; a reminder goes 1 day before; if not, the agreement lapses and the case closes, not settled.',
    );
    expect(signing).toContain('Default: 7 days');
    expect(signing).toContain('Changed');
    expect(signing).not.toContain('never changed');
  });

  it('offers the form to admins only, its save button named by the step', () => {
    const mediator = render(<DeadlineCard setting={setting({})} canEdit={false} />);
    expect(words(mediator)).toContain('The default, never changed');
    expect(mediator).not.toContain('<form');
    const admin = render(<DeadlineCard setting={setting({})} canEdit />);
    expect(admin).toContain('<form');
    expect(words(admin)).toContain('Reminder, days before');
    expect(admin).toContain('aria-label="Save: The respondent’s answer"');
    expect(admin).toMatch(/<section[^>]*aria-labelledby="deadline-respondent_answer"/);
  });

  it('names and explains every kind of deadline in both languages, never a raw key', async () => {
    for (const language of ['en', 'zh']) {
      await i18n.changeLanguage(language);
      for (const kind of DEADLINE_KINDS) {
        const shown = words(render(<DeadlineCard setting={setting({ kind })} canEdit />));
        expect(shown, `${kind} in ${language}`).not.toMatch(/mediationDeadlines\./);
      }
    }
    await i18n.changeLanguage('en');
    expect(
      words(render(<DeadlineCard setting={setting({ kind: 'payment_confirmation' })} canEdit={false} />)),
    ).toContain('After the day the agreed payment is due, the applicant confirms it arrived within 14 days;');
  });

  it('reads in Chinese', async () => {
    await i18n.changeLanguage('zh');
    const shown = words(render(<DeadlineCard setting={setting({ kind: 'signing', days: 7 })} canEdit />));
    expect(shown).toContain('双方须在 7 天内签署；截止前 2 天发送提醒；逾期未签，协议失效，案件以未达成和解结案。');
    expect(shown).toContain('提前提醒天数');
  });
});
