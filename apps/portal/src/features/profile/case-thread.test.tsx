// The applicant's conversation in the case detail as rendered (server-side, no DOM): the thread from their own
// request, with uploads, and why it is closed before the respondent takes part.

import type { CaseDetailView, CaseThreadView } from '@platform/contracts';
import { markupWords } from '@platform/ui';
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderMarkup } from '../../testing/static-markup.tsx';
import { caseThreadQuery } from './api.ts';
import { ApplicantCaseThread } from './case-thread.tsx';

// The portal's modules read local storage as they load (the session, the language): a stand-in, before any import.
await vi.hoisted(async () => (await import('@platform/ui')).installMemoryStorage());

const detail = (over: Partial<CaseDetailView>) =>
  ({ id: 3, status: 'in_mediation', respondentState: 'taking_part', currency: 'USD', ...over }) as CaseDetailView;

const thread: CaseThreadView = {
  trackingNumber: 'MD20261125000001',
  open: true,
  messages: [
    {
      id: 1,
      author: 'mediator',
      authorName: 'Chen Jing',
      audience: 'applicant',
      body: 'Would you accept a partial refund?',
      attachments: [],
      createdAt: '2026-11-25T09:00:00.000Z',
    },
  ],
  proposals: [],
  readUpTo: { applicant: 1, respondent: null, mediator: 1 },
};

function shown(view: CaseDetailView, data: CaseThreadView) {
  const client = new QueryClient();
  client.setQueryData(caseThreadQuery(view.id).queryKey, data);
  return markupWords(renderMarkup(<ApplicantCaseThread detail={view} />, client));
}

beforeAll(async () => {
  await i18n.loadNamespaces('messages');
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the applicant’s conversation', () => {
  it('shows the mediator’s caucus, the write box with attachments and the proposal button', () => {
    const text = shown(detail({}), thread);
    expect(text).toContain('Mediator Chen Jing');
    expect(text).toContain('Only you and the mediator see this');
    expect(text).toContain('Attach files');
    expect(text).toContain('Send message');
    expect(text).toContain('Propose a settlement');
  });

  it('says it opens when the respondent takes part, with no forms, before they have', () => {
    const text = shown(detail({ status: 'accepted', respondentState: 'notified' }), {
      ...thread,
      open: false,
      messages: [],
    });
    expect(text).toContain('The conversation opens when the respondent takes part.');
    expect(text).not.toContain('Send message');
    expect(text).not.toContain('Propose a settlement');
  });
});
