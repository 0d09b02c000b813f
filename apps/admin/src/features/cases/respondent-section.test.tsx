// The Respondent section as rendered (server-side, no DOM): what it offers the mediator in each situation.

import type { AdminCaseView } from '@platform/contracts';
import { markupWords } from '@platform/ui';
import { describe, expect, it, vi } from 'vitest';
import { respondentView } from '../../testing/fixtures.ts';
import { staticHtml, staticWords, withPageTexts } from '../../testing/static-render.tsx';
import { ContactRespondentForm } from './contact-respondent-form.tsx';
import { LinkShownOnce } from './link-shown-once.tsx';
import { RespondentSection } from './respondent-section.tsx';

// The back office's modules read local storage as they load (the session, the language): a stand-in, before any import.
await vi.hoisted(async () => (await import('@platform/ui')).installMemoryStorage());

const IN_A_MONTH = new Date(Date.now() + 30 * 86_400_000).toISOString();

const respondent = respondentView;

/** The fields of a case these pieces read; the rest of the view plays no part here. */
const caseWith = (over: Partial<AdminCaseView>) =>
  ({
    id: 3,
    trackingNumber: 'MD20261125000001',
    sendType: 'email',
    counterpartyContact: 'support@acme.example',
    respondent: respondent({}),
    ...over,
  }) as AdminCaseView;

withPageTexts();

describe('the Respondent section', () => {
  it('shows why contacting the respondent is not offered, instead of the button', () => {
    const reason = 'The applicant’s real-name verification is not approved yet';
    const shown = staticWords(
      <RespondentSection found={caseWith({ respondent: respondent({ notifyBlockedReason: reason }) })} />,
    );
    expect(shown).toContain('Contacting the respondent is not offered now');
    expect(shown).toContain(reason);
    expect(shown).not.toContain('Contact respondent');
  });

  it('offers to contact a respondent not yet contacted', () => {
    const shown = staticWords(<RespondentSection found={caseWith({})} />);
    expect(shown).toContain('Not contacted');
    expect(shown).toContain('No link sent yet');
    expect(shown).toContain('Contact respondent');
    expect(shown).not.toContain('Questions from the respondent');
    expect(shown).not.toContain('Revoke link');
  });

  it('shows who takes part, the link and its state, and offers revoking it but no new contact once they answered', () => {
    const found = caseWith({
      respondent: respondent({
        state: 'taking_part',
        name: 'Acme Trading Ltd',
        email: 'legal@acme.example',
        answeredAt: '2026-11-25T10:00:00.000Z',
        link: {
          channel: 'post',
          note: 'Letter posted to their registered office',
          sentAt: '2026-11-24T10:00:00.000Z',
          expiresAt: IN_A_MONTH,
          revokedAt: null,
          firstOpenedAt: null,
        },
      }),
    });
    const shown = staticWords(<RespondentSection found={found} />);
    for (const fact of ['Taking part', 'Acme Trading Ltd', 'legal@acme.example', 'Active', 'Post', 'Not opened yet'])
      expect(shown).toContain(fact);
    expect(shown).toContain('Letter posted to their registered office');
    expect(shown).not.toContain('Send a new link');
    expect(shown).not.toContain('Contacting the respondent is not offered now');
    expect(shown).toContain('Revoke link');
  });

  it('offers a respondent taking part a new link at their confirmed address once theirs was revoked', () => {
    const link = {
      channel: 'email' as const,
      note: null,
      sentAt: '2026-11-24T10:00:00.000Z',
      expiresAt: IN_A_MONTH,
      revokedAt: null,
      firstOpenedAt: null,
    };
    const taking = { state: 'taking_part' as const, email: 'legal@acme.example', newLinkTo: 'legal@acme.example' };
    const active = staticWords(<RespondentSection found={caseWith({ respondent: respondent({ ...taking, link }) })} />);
    expect(active).not.toContain('E-mail a new link');
    const revoked = { ...link, revokedAt: '2026-11-25T10:00:00.000Z' };
    const shown = staticWords(
      <RespondentSection found={caseWith({ respondent: respondent({ ...taking, link: revoked }) })} />,
    );
    expect(shown).toContain('E-mail a new link to legal@acme.example');
    expect(shown).not.toContain('Revoke link');
  });

  it('shows the reason a respondent declined, and a revoked link as revoked with nothing to revoke', () => {
    const found = caseWith({
      respondent: respondent({
        state: 'declined',
        reason: 'We refunded the customer already.',
        link: {
          channel: 'email',
          note: null,
          sentAt: '2026-11-24T10:00:00.000Z',
          expiresAt: IN_A_MONTH,
          revokedAt: '2026-11-25T10:00:00.000Z',
          firstOpenedAt: '2026-11-24T11:00:00.000Z',
        },
        notifyBlockedReason: 'The respondent has already answered',
        questions: [{ body: 'Which order is this about?', at: '2026-11-24T12:00:00.000Z' }],
      }),
    });
    const shown = staticWords(<RespondentSection found={found} />);
    expect(shown).toContain('Reason for declining We refunded the customer already.');
    expect(shown).toContain('Revoked');
    expect(shown).not.toContain('Revoke link');
    expect(shown).toContain(
      'Questions from the respondent (1): they cannot read the case’s messages before taking part, so answer them by e-mail',
    );
    expect(shown).toContain('Which order is this about?');
  });

  it('once the respondent takes part, points to the case’s messages instead of e-mail', () => {
    const found = caseWith({
      respondent: respondent({
        state: 'taking_part',
        questions: [{ body: 'Which order is this about?', at: '2026-11-24T12:00:00.000Z' }],
      }),
    });
    const shown = staticWords(<RespondentSection found={found} />);
    expect(shown).toContain(
      'Asked before taking part (1): the respondent now writes in the case’s messages, where you answer them',
    );
    expect(shown).not.toContain('answer them by e-mail');
  });
});

describe('contacting the respondent', () => {
  it('defaults to the applicant’s channel, and to the counterparty contact as the address', () => {
    const html = staticHtml(<ContactRespondentForm found={caseWith({})} onSent={() => {}} onCancel={() => {}} />);
    expect(html).toMatch(/value="email"[^>]*checked|checked[^>]*value="email"/);
    expect(html).toContain('value="support@acme.example"');
    expect(markupWords(html)).toContain('E-mail the link');
  });

  it('for post, asks for the note and offers to record the step and show the link', () => {
    const html = staticHtml(
      <ContactRespondentForm found={caseWith({ sendType: 'post' })} onSent={() => {}} onCancel={() => {}} />,
    );
    expect(html).toMatch(/value="post"[^>]*checked|checked[^>]*value="post"/);
    expect(html).not.toContain('support@acme.example');
    expect(markupWords(html)).toContain('Record and show the link');
  });

  it('uses e-mail when the applicant chose a channel the mediator cannot use (their platform)', () => {
    const html = staticHtml(
      <ContactRespondentForm
        found={caseWith({ sendType: 'platform', counterpartyContact: '+44 20 7946 0000' })}
        onSent={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(html).toMatch(/value="email"[^>]*checked|checked[^>]*value="email"/);
    expect(html).not.toContain('+44 20 7946 0000');
  });

  it('shows a letter’s link once, with a copy button and why it will not be shown again', () => {
    const url = 'https://mediation.example/portal/#/respond/Abcdefghij_klmnopqrstu-vwxyz0123456789ABCDE';
    const shown = staticWords(<LinkShownOnce sent={{ url, expiresAt: IN_A_MONTH }} onDone={() => {}} />);
    expect(shown).toContain(url);
    expect(shown).toContain('This link is shown only once');
    expect(shown).toContain('Copy Respondent’s private link');
  });
});
