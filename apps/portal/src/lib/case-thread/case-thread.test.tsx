// The case conversation as rendered (server-side, no DOM) for each party: who wrote what, the caucus, read marks,
// which proposals the reader may answer, and the closed state.

import type { CaseThreadView } from '@platform/contracts';
import { markupWords } from '@platform/ui';
import { caseMessage, caseProposal } from '@platform/ui/testing';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderMarkup } from '../../testing/static-markup.tsx';
import { i18n } from '../i18n.ts';
import { CaseThread, closedReason, type ThreadActions } from './case-thread.tsx';
import { readMarker } from './message-list.tsx';
import { mayAnswer } from './proposal-card.tsx';
import { ProposalForm } from './proposal-form.tsx';

// The portal's modules read local storage as they load (the session, the language): a stand-in, before any import.
await vi.hoisted(async () => (await import('@platform/ui')).installMemoryStorage());

const message = caseMessage;
const proposal = caseProposal;

const thread: CaseThreadView = {
  trackingNumber: 'MD20261125000001',
  open: true,
  messages: [
    message({
      id: 1,
      author: 'applicant',
      body: 'The order number is 1042.',
      attachments: [{ path: '/file/a.png', name: 'receipt.png', mime: 'image/png', size: 10 }],
    }),
    message({ id: 2, author: 'respondent', body: 'We are checking our records.' }),
    message({
      id: 3,
      author: 'mediator',
      authorName: 'Chen Jing',
      audience: 'applicant',
      body: 'Would you accept a partial refund?',
    }),
  ],
  proposals: [proposal({ id: 1, author: 'respondent' })],
  readUpTo: { applicant: 3, respondent: 2, mediator: 3 },
};

const actions: ThreadActions = {
  send: async () => undefined,
  propose: async () => undefined,
  answer: async () => undefined,
};

const render = (node: ReactNode) => renderMarkup(node);

/** The markup's words, tags stripped, for reading what a person would read. */
const words = markupWords;

function shown(viewer: 'applicant' | 'respondent', view: CaseThreadView = thread, uploads = viewer === 'applicant') {
  return render(
    <CaseThread
      thread={view}
      viewer={viewer}
      actions={actions}
      uploads={uploads}
      renderFiles={(files) => files.map((file) => <span key={file.path}>file:{file.name}</span>)}
      closedReason={closedReason('accepted', 'notified')}
      currency="USD"
    />,
  );
}

const buttons = (html: string) =>
  [...html.matchAll(/<button[^>]*>(.*?)<\/button>/gs)].map((m) => words(m[1] ?? '').trim());

beforeAll(async () => {
  await i18n.loadNamespaces('messages');
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the conversation', () => {
  it('shows the messages oldest first with who wrote each, the caucus marked, and attachments', () => {
    const text = words(shown('applicant'));
    const order = ['The order number is 1042.', 'We are checking our records.', 'Would you accept a partial refund?'];
    const at = order.map((body) => text.indexOf(body));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(text).toContain('You');
    expect(text).toContain('The respondent');
    expect(text).toContain('Mediator Chen Jing');
    expect(text).toContain('Only you and the mediator see this');
    expect(text).toContain('file:receipt.png');
  });

  it('marks the reader’s own last message as read by whom', () => {
    expect(words(shown('applicant'))).toContain('Read by the other party and the mediator');
    expect(readMarker({ id: 2, audience: 'all' }, 'respondent', { applicant: 1, respondent: 2, mediator: 2 })).toBe(
      'mediator',
    );
    expect(readMarker({ id: 2, audience: 'all' }, 'respondent', { applicant: 2, respondent: 2, mediator: 1 })).toBe(
      'other',
    );
    expect(
      readMarker({ id: 2, audience: 'all' }, 'respondent', { applicant: null, respondent: 2, mediator: null }),
    ).toBe(null);
    // A caucus message is never read by the other party.
    expect(
      readMarker({ id: 5, audience: 'applicant' }, 'applicant', { applicant: 5, respondent: 9, mediator: 4 }),
    ).toBe(null);
  });

  it('offers the write box with attachments to the applicant, and none to the respondent, who is told to ask', () => {
    const applicant = shown('applicant');
    expect(applicant).toContain('Your message');
    expect(applicant).toContain('Attach files');
    expect(buttons(applicant)).toContain('Send message');
    const respondent = words(shown('respondent', { ...thread, messages: thread.messages.slice(0, 2) }));
    expect(respondent).toContain('Your message');
    expect(respondent).not.toContain('Attach files');
    expect(respondent).toContain('To send documents, ask the mediator.');
    expect(respondent).toContain('Read by the other party and the mediator');
  });

  it('says plainly why it is closed, with no forms', () => {
    const html = shown('applicant', { ...thread, open: false });
    const text = words(html);
    expect(text).toContain('The conversation opens when the respondent takes part.');
    expect(text).not.toContain('Your message');
    expect(buttons(html)).not.toContain('Propose a settlement');
    expect(buttons(html)).not.toContain('Accept');
    expect(closedReason('in_mediation', 'taking_part')).toBe('ended');
    expect(closedReason('closed_not_settled', 'notified')).toBe('ended');
  });
});

describe('proposals', () => {
  it('shows amount, terms, who proposed, status and the deadline; the answers only to the other side', () => {
    const applicant = shown('applicant');
    const text = words(applicant);
    expect(text).toContain('800.00 USD');
    expect(text).toContain('Acme refunds USD 800.00 within 14 days.');
    expect(text).toContain('proposed by the respondent');
    expect(text).toContain('Open');
    expect(text).toContain('Answer by 2 Dec 2026');
    expect(buttons(applicant)).toEqual(expect.arrayContaining(['Accept', 'Reject', 'Counter', 'Propose a settlement']));
    expect(applicant).toContain('aria-label="Proposal of 800.00 USD, proposed by the respondent"');

    const respondent = shown('respondent');
    expect(words(respondent)).toContain('proposed by you');
    expect(words(respondent)).toContain('Waiting for the other side to answer by 2 Dec 2026');
    expect(buttons(respondent)).not.toContain('Accept');
    expect(buttons(respondent)).toContain('Propose a settlement');
  });

  it('offers no answer to a proposal no longer open, and shows its note', () => {
    const answered = shown('applicant', {
      ...thread,
      proposals: [
        proposal({
          id: 1,
          author: 'respondent',
          status: 'rejected',
          answeredBy: 'applicant',
          answeredAt: '2026-11-26T10:00:00.000Z',
          answerNote: 'Too little.',
        }),
        proposal({ id: 2, author: 'applicant', status: 'accepted', counterOf: 1, amount: '1000.00' }),
      ],
    });
    const text = words(answered);
    expect(text).toContain('Rejected');
    expect(text).toContain('Note: Too little.');
    expect(text).toContain('Accepted');
    expect(text).toContain('A counter-proposal');
    expect(buttons(answered)).not.toContain('Accept');
  });

  it("the mediator's proposal: each side's answer, and no second answer from a side that gave one", () => {
    const mediators = {
      ...thread,
      proposals: [
        proposal({
          id: 3,
          author: 'mediator',
          answers: [{ party: 'respondent', answer: 'accepted', note: null, answeredAt: '2026-11-26T10:00:00.000Z' }],
        }),
      ],
    } satisfies CaseThreadView;
    const applicant = shown('applicant', mediators);
    expect(words(applicant)).toContain('proposed by the mediator');
    expect(words(applicant)).toContain('You: not answered yet.');
    expect(words(applicant)).toContain('The other side: accepted on 26 Nov 2026.');
    expect(buttons(applicant)).toEqual(expect.arrayContaining(['Accept', 'Reject', 'Counter']));
    const respondent = shown('respondent', mediators);
    expect(words(respondent)).toContain('You: accepted on 26 Nov 2026.');
    expect(buttons(respondent)).not.toContain('Accept');
    expect(mayAnswer(mediators.proposals[0]!, 'respondent', true)).toBe(false);
    expect(mayAnswer(mediators.proposals[0]!, 'applicant', true)).toBe(true);
  });

  it('the proposal form: amount, currency, terms; a counter says so and starts from the countered values', () => {
    const fresh = render(
      <ProposalForm
        initial={{ amount: '', currency: 'USD', terms: '' }}
        onPropose={actions.propose}
        onDone={() => {}}
      />,
    );
    for (const label of ['Amount', 'Currency', 'Terms']) expect(fresh).toContain(label);
    expect(buttons(fresh)).toContain('Send the proposal');
    const counter = render(
      <ProposalForm
        initial={{ amount: '800.00', currency: 'EUR', terms: 'Half now', counterOf: 1 }}
        onPropose={actions.propose}
        onDone={() => {}}
      />,
    );
    expect(words(counter)).toContain('Your counter-proposal');
    expect(counter).toContain('value="800.00"');
    expect(counter).toContain('value="EUR"');
    expect(buttons(counter)).toContain('Send the counter-proposal');
  });

  it('is all in Chinese when the reader chose Chinese', async () => {
    await i18n.changeLanguage('zh');
    const text = words(shown('applicant'));
    for (const zh of ['沟通', '和解方案', '仅您和调解员可见', '接受', '提出反方案', '请在 2026年12月2日 前答复'])
      expect(text).toContain(zh);
    expect(text).not.toMatch(/Conversation|Only you and|caseThread:|proposals\.\w/);
  });
});
