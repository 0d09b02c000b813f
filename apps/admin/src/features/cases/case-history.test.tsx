// The case history as rendered (server-side, no DOM): every kind of actor is named in words, in both languages.

import { type AdminCaseView, CASE_ACTOR_KINDS, type CaseEventView } from '@platform/contracts';
import { describe, expect, it, vi } from 'vitest';
import { i18n, staticWords, withPageTexts } from '../../testing/static-render.tsx';
import { CaseHistory } from './case-history.tsx';

await vi.hoisted(async () => (await import('@platform/ui')).installMemoryStorage());

const history: CaseEventView[] = CASE_ACTOR_KINDS.map((kind, i) => ({
  id: i + 1,
  fromStatus: i === 0 ? null : 'accepted',
  toStatus: i === 0 ? 'submitted' : 'in_mediation',
  reason: null,
  actor: { kind, name: kind === 'mediator' ? 'Chen Jing' : null },
  createdAt: '2026-11-24T10:00:00.000Z',
}));

const shown = () => staticWords(<CaseHistory found={{ history } as AdminCaseView} />);

withPageTexts();

describe('the case history', () => {
  it('names every kind of actor in words, never by a text key', async () => {
    await i18n.changeLanguage('en');
    const en = shown();
    expect(en).not.toContain('cases.history');
    for (const words of ['by the applicant', 'by the respondent', 'by Chen Jing', 'by the system']) {
      expect(en).toContain(words);
    }
    await i18n.changeLanguage('zh');
    const zh = shown();
    expect(zh).not.toContain('cases.history');
    expect(zh).toContain('被申请人操作');
  });
});
