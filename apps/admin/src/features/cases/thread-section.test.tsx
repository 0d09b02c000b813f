// The Conversation section as rendered (server-side, no DOM): every message with who reads it, the write box with its
// audience, and the proposals with the accepted one set apart.

import type { AdminCaseView, CaseThreadView, ProposalView } from '@platform/contracts';
import { markupWords } from '@platform/ui';
import { caseMessage, caseProposal } from '@platform/ui/testing';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, staticHtml, withPageTexts } from '../../testing/static-render.tsx';
import { caseThreadQuery } from './thread-api.ts';
import { ThreadMessageForm } from './thread-message-form.tsx';
import { readers, ThreadSection } from './thread-section.tsx';

// The back office's modules read local storage as they load (the session, the language): a stand-in, before any import.
await vi.hoisted(async () => (await import('@platform/ui')).installMemoryStorage());

const found = { id: 3, trackingNumber: 'MD20261125000001', currency: 'USD' } as AdminCaseView;

/** The admin's proposals always say their state. */
const proposal = (over: Partial<ProposalView> & Pick<ProposalView, 'id' | 'author' | 'status'>) => caseProposal(over);

const thread: CaseThreadView = {
  trackingNumber: found.trackingNumber,
  open: true,
  messages: [
    caseMessage({ id: 1, author: 'applicant', body: 'The order number is 1042.' }),
    caseMessage({
      id: 2,
      author: 'mediator',
      authorName: 'Chen Jing',
      audience: 'respondent',
      body: 'Could you offer a partial refund?',
      createdAt: '2026-11-25T09:30:00.000Z',
    }),
  ],
  proposals: [
    proposal({ id: 1, author: 'respondent', status: 'countered' }),
    proposal({
      id: 2,
      author: 'applicant',
      status: 'accepted',
      amount: '1000.00',
      terms: 'Acme refunds USD 1,000.00 within 7 days.',
      counterOf: 1,
      answeredBy: 'respondent',
      answeredAt: '2026-11-26T10:00:00.000Z',
    }),
  ],
  readUpTo: { applicant: 2, respondent: 2, mediator: 2 },
};

function render(node: ReactNode, view: CaseThreadView | null = thread) {
  const client = new QueryClient();
  if (view) client.setQueryData(caseThreadQuery(found.id).queryKey, view);
  return staticHtml(node, { client });
}
const words = markupWords;

withPageTexts();
beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the Conversation section', () => {
  it('shows every message with its author and audience, and who has read the newest', () => {
    const shown = words(render(<ThreadSection found={found} />));
    expect(shown).toContain('Applicant');
    expect(shown).toContain('To both parties');
    expect(shown).toContain('Mediator Chen Jing');
    expect(shown).toContain('Only the respondent');
    expect(shown).toContain('Read by: respondent');
    // A caucus message with one side is never counted as read by the other.
    expect(readers({ id: 2, audience: 'respondent' }, thread.readUpTo)).toEqual(['respondent']);
    expect(readers({ id: 3, audience: 'all' }, { applicant: 3, respondent: 2, mediator: null })).toEqual(['applicant']);
  });

  it('offers the write box with its audience and attachments while the thread is open', () => {
    const html = render(<ThreadSection found={found} />);
    for (const label of [
      'Who reads it',
      'Both parties',
      'Applicant only',
      'Respondent only',
      'Message',
      'Attach files',
    ])
      expect(html).toContain(label);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*?Send message/s);
  });

  it('says when the parties cannot write, instead of the box', () => {
    const shown = words(render(<ThreadSection found={found} />, { ...thread, open: false }));
    expect(shown).toContain('The parties can write only while the case is in mediation');
    expect(shown).not.toContain('Who reads it');
  });

  it('lists the proposals read-only, the accepted one set apart to draft the agreement from', () => {
    const html = render(<ThreadSection found={found} />);
    const shown = words(html);
    expect(shown).toContain('Draft the agreement from this');
    expect(shown).toContain('1,000.00 USD');
    expect(shown).toContain('Acme refunds USD 1,000.00 within 7 days.');
    expect(shown).toContain('Countered');
    expect(shown).toContain('Accepted by the respondent on');
    expect(shown).toContain('The agreement form below starts from them');
    expect(html).toContain('aria-label="Proposal of 800.00 USD by the respondent"');
    expect(html).not.toMatch(/<button[^>]*>[^<]*(Accept|Reject|Counter)</);
  });

  it("shows each party's answer to the mediator's proposal, and offers the mediator a proposal while in mediation", () => {
    const mediators: CaseThreadView = {
      ...thread,
      proposals: [
        proposal({
          id: 3,
          author: 'mediator',
          status: 'open',
          answers: [{ party: 'applicant', answer: 'accepted', note: 'Fine.', answeredAt: '2026-11-26T10:00:00.000Z' }],
        }),
      ],
    };
    const inMediation = { ...found, status: 'in_mediation' } as AdminCaseView;
    const html = render(<ThreadSection found={inMediation} />, mediators);
    const shown = words(html);
    expect(shown).toContain('Proposed by the mediator');
    expect(shown).toMatch(/Applicant: accepted on [^.]+\. Note: Fine\./);
    expect(shown).toContain('Respondent: not answered yet.');
    expect(html).toMatch(/<button[^>]*>.*Propose a settlement to both parties/);
    // Once the agreement is drafted, no more proposals.
    const drafted = render(
      <ThreadSection found={{ ...found, status: 'agreement_drafted' } as AdminCaseView} />,
      mediators,
    );
    expect(drafted).not.toContain('Propose a settlement to both parties');
  });

  it('is in Chinese when the operator chose Chinese', async () => {
    await i18n.changeLanguage('zh');
    const shown = words(render(<ThreadSection found={found} />));
    for (const zh of ['沟通', '发给双方', '仅被申请人可见', '和解方案', '据此起草协议', '谁可以看到'])
      expect(shown).toContain(zh);
    expect(shown).not.toMatch(/cases\.thread\.|To both parties/);
  });

  it('the write box starts addressed to both parties', () => {
    const html = render(<ThreadMessageForm caseId={found.id} />, null);
    expect(html).toMatch(/<input[^>]*value="all"[^>]*checked=""|<input[^>]*checked=""[^>]*value="all"/);
  });
});
