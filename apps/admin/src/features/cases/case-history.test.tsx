// The case history as rendered (server-side, no DOM): every kind of actor is named in words, in both languages.

import { MantineProvider } from '@mantine/core';
import { type AdminCaseView, CASE_ACTOR_KINDS, type CaseEventView } from '@platform/contracts';
import { markupWords } from '@platform/ui';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadPageTexts } from '../../app/i18n.ts';
import { CaseHistory } from './case-history.tsx';

vi.hoisted(() => {
  const stored = new Map<string, string>();
  globalThis.localStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  } as Storage;
});

const history: CaseEventView[] = CASE_ACTOR_KINDS.map((kind, i) => ({
  id: i + 1,
  fromStatus: i === 0 ? null : 'accepted',
  toStatus: i === 0 ? 'submitted' : 'in_mediation',
  reason: null,
  actor: { kind, name: kind === 'mediator' ? 'Chen Jing' : null },
  createdAt: '2026-11-24T10:00:00.000Z',
}));

const shown = () =>
  markupWords(
    renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <CaseHistory found={{ history } as AdminCaseView} />
        </MantineProvider>
      </I18nextProvider>,
    ),
  );

beforeAll(async () => {
  await loadPageTexts();
});
afterAll(async () => {
  await i18n.changeLanguage('en');
});

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
