// The respondent's page as rendered (server-side, no DOM): what each stage shows and hides. Behaviour in the browser
// (sending the code, confirming a decline) is the e2e journey's.

import type { AgreementView, CaseThreadView, RespondentCaseView } from '@platform/contracts';
import { markupWords } from '@platform/ui';
import { caseMessage } from '@platform/ui/testing';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderMarkup } from '../../testing/static-markup.tsx';
import { respondentCaseKey, respondentThreadKey } from './api.ts';
import { ClaimSummary } from './claim-summary.tsx';
import { DeclineForm } from './decline-form.tsx';
import { QuestionForm } from './question-form.tsx';
import { RespondPage } from './respond-page.tsx';
import { TakePartForm } from './take-part-form.tsx';

// The portal's modules read local storage as they load (the session, the language): a stand-in, before any import.
await vi.hoisted(async () => (await import('@platform/ui')).installMemoryStorage());

/** 43 characters of base64url, as the server makes them. */
const TOKEN = 'Abcdefghij_klmnopqrstu-vwxyz0123456789ABCDE';
const DEC_9 = '2026-12-09T12:00:00.000Z';

const notified: RespondentCaseView = {
  caseId: 1,
  trackingNumber: 'MD20261125000001',
  status: 'accepted',
  respondentState: 'notified',
  applicantName: 'Li Wei',
  counterpartyName: 'Acme Trading Ltd',
  disputeType: 'refund',
  amount: '1250.00',
  currency: 'USD',
  description: 'Paid for a laptop that never arrived.',
  incidentDate: '2026-10-02',
  evidence: [{ path: '/file/2026/receipt.pdf', name: 'receipt.pdf', mime: 'application/pdf', size: 1200 }],
  evidenceOpens: false,
  filedAt: '2026-11-20T09:00:00.000Z',
  mediatorName: 'Chen Jing',
  contactEmail: 'support@acme.example',
  respondentName: null,
  next: { step: 'respondent_answer', actor: 'you', deadlineKind: 'respondent_answer', deadlineAt: DEC_9 },
  agreement: null,
};

const agreement = (signedBy: ('applicant' | 'respondent')[]): AgreementView => ({
  id: 7,
  caseId: 3,
  trackingNumber: notified.trackingNumber,
  version: 1,
  title: 'Refund agreement',
  text: 'Acme Trading Ltd refunds USD 1,250.00 to Li Wei within 14 days.',
  textSha256: 'a'.repeat(64),
  settlementAmount: '1250.00',
  settlementCurrency: 'USD',
  paymentMethod: 'bank_transfer',
  paymentDetails: null,
  paymentDueDays: 14,
  status: signedBy.length === 2 ? 'signed' : 'awaiting_signature',
  draftedAt: '2026-11-24T09:00:00.000Z',
  draftedBy: { name: 'Chen Jing', role: 'Mediator' },
  signatures: signedBy.map((party) => ({
    party,
    signerName: party === 'applicant' ? 'Li Wei' : 'Acme Trading Ltd',
    identity: null,
    method: 'typed',
    image: 'data:image/png;base64,AAAA',
    signedAt: '2026-11-24T10:00:00.000Z',
    ip: null,
    userAgent: null,
    textSha256: 'a'.repeat(64),
  })),
  completedAt: null,
  signedPdfSha256: null,
  signAs: signedBy.includes('respondent')
    ? null
    : {
        name: 'Acme Trading Ltd',
        email: 'legal@acme.example',
        check: 'email_code',
        checkedAt: '2026-11-23T10:00:00.000Z',
      },
  payment: null,
  events: [],
});

/** The page at `#/respond/<token>` with the case already loaded (or nothing, for a link refused before asking). */
function page(view: RespondentCaseView | null, token = TOKEN, thread?: CaseThreadView) {
  const client = new QueryClient();
  if (view) client.setQueryData(respondentCaseKey(token), view);
  if (thread) client.setQueryData(respondentThreadKey(token), thread);
  return markupWords(
    renderMarkup(
      <Routes>
        <Route path="/respond/:token" element={<RespondPage />} />
      </Routes>,
      client,
      `/respond/${token}`,
    ),
  );
}

const form = (node: ReactNode) => renderMarkup(node);

/** The markup's words, tags stripped, for reading what a person would read. */

beforeAll(async () => {
  await i18n.loadNamespaces('messages');
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the respondent page', () => {
  it('shows only the server’s message for a link that cannot be one', () => {
    const shown = page(null, 'not-a-token');
    expect(shown).toContain(
      'This link is not valid: it may have expired or been replaced. Ask the mediator for a new one.',
    );
    expect(shown).not.toContain('The claim as filed');
    expect(shown).not.toContain('Take part');
  });

  it('shows the claim, where the respondent stands, the deadline and the three choices while they have not answered', () => {
    const shown = page(notified);
    expect(shown).toContain('Mediation request MD20261125000001');
    expect(shown).toContain('Waiting for your answer');
    expect(shown).toContain('Please answer by 9 Dec 2026');
    for (const words of ['Take part', 'Decline', 'Ask a question']) expect(shown).toContain(words);
    expect(shown).toContain('Taking part is voluntary');
    expect(shown).toContain('Mediation is free for both sides.');
    expect(shown).toContain('Nothing is binding until both sides sign a written agreement.');
    for (const fact of ['Acme Trading Ltd', 'Paid for a laptop that never arrived.', 'receipt.pdf', 'Chen Jing'])
      expect(shown).toContain(fact);
    expect(shown).not.toContain('Sign the agreement');
  });

  it('is all in Chinese when the reader chose Chinese, the date written the Chinese way', async () => {
    await i18n.changeLanguage('zh');
    const shown = page(notified);
    expect(shown).toContain('请在 2026年12月9日 前作出答复');
    for (const words of ['参与调解', '拒绝', '提出问题', '是否参与完全自愿', '申请内容'])
      expect(shown).toContain(words);
    expect(shown).not.toMatch(/Take part|The claim as filed|respond\.\w/);
  });

  it('offers no choice once the respondent has declined', () => {
    const shown = page({
      ...notified,
      respondentState: 'declined',
      next: { ...notified.next, step: 'closed', actor: 'nobody' },
    });
    expect(shown).toContain('You declined to take part.');
    expect(shown).not.toContain('What would you like to do?');
  });

  // Moved from e2e/portal/respondent.spec.ts; the deadline job's rule is apps/server/src/features/mediation/respondent/respondent.test.ts's.
  it('says the case closed without an answer, and offers no choice, once the deadline has passed unanswered', () => {
    const shown = page({
      ...notified,
      status: 'closed_not_settled',
      next: { ...notified.next, step: 'closed', actor: 'nobody' },
    });
    expect(shown).toContain('Not answered');
    expect(shown).toContain('No answer was given by the deadline');
    expect(shown).not.toContain('What would you like to do?');
    expect(shown).not.toContain('Take part');
  });

  it('shows the agreement and the sign form to a respondent taking part who has not signed, and the PDF', () => {
    const shown = page({
      ...notified,
      respondentState: 'taking_part',
      respondentName: 'Acme Trading Ltd',
      status: 'agreement_drafted',
      next: { step: 'sign', actor: 'you', deadlineKind: 'signing', deadlineAt: DEC_9 },
      agreement: agreement(['applicant']),
    });
    expect(shown).toContain('You are taking part as Acme Trading Ltd.');
    expect(shown).toContain('Sign the agreement by 9 Dec 2026');
    expect(shown).toContain('Acme Trading Ltd refunds USD 1,250.00 to Li Wei within 14 days.');
    expect(shown).toContain('Li Wei (applicant) signed on');
    expect(shown).toContain('I have read the whole agreement');
    expect(shown).toContain('Download PDF');
    expect(shown).not.toContain('What would you like to do?');
  });

  it('shows no sign form once the respondent has signed', () => {
    const shown = page({
      ...notified,
      respondentState: 'taking_part',
      next: { step: 'other_sign', actor: 'other', deadlineKind: 'signing', deadlineAt: DEC_9 },
      agreement: agreement(['respondent']),
    });
    expect(shown).toContain('You have signed this agreement.');
    expect(shown).toContain('You have signed: waiting for the applicant to sign by 9 Dec 2026');
    expect(shown).not.toContain('I have read the whole agreement');
    expect(shown).toContain('Download PDF');
  });
});

describe('the respondent’s conversation', () => {
  const thread: CaseThreadView = {
    trackingNumber: notified.trackingNumber,
    open: true,
    messages: [
      caseMessage({
        id: 1,
        author: 'applicant',
        body: 'The order number is 1042.',
        attachments: [{ path: '/file/a.pdf', name: 'order.pdf', mime: 'application/pdf', size: 10 }],
      }),
    ],
    proposals: [],
    readUpTo: { applicant: 1, respondent: 1, mediator: 1 },
  };
  const takingPart: RespondentCaseView = {
    ...notified,
    status: 'in_mediation',
    respondentState: 'taking_part',
    respondentName: 'Acme Trading Ltd',
    next: { step: 'mediation', actor: 'mediator', deadlineKind: null, deadlineAt: null },
  };

  it('is shown once the respondent takes part: the messages and their attachments, a box with uploads', () => {
    const shown = page(takingPart, TOKEN, thread);
    expect(shown).toContain('Conversation');
    expect(shown).toContain('The applicant');
    expect(shown).toContain('The order number is 1042.');
    expect(shown).toContain('Attachments order.pdf');
    expect(shown).not.toContain('To send documents, ask the mediator.');
    expect(shown).toContain('Attach files');
    expect(shown).toContain('Propose a settlement');
  });

  it('opens the evidence the applicant shares once the respondent takes part; before, says when it will', () => {
    const before = page(notified);
    expect(before).toContain('Evidence the applicant shares with you');
    expect(before).toContain('receipt.pdf');
    expect(before).toContain('You can open these files once you take part.');
    expect(before).not.toContain('ask the mediator');
    const after = renderMarkup(
      <Routes>
        <Route
          path="/respond/:token"
          element={<ClaimSummary view={{ ...takingPart, evidenceOpens: true }} token={TOKEN} />}
        />
      </Routes>,
      undefined,
      `/respond/${TOKEN}`,
    );
    expect(after).toContain('aria-label="Download receipt.pdf"');
    expect(markupWords(after)).toContain('Open a file to read it');
    expect(after).not.toContain('ask the mediator');
  });

  it('is not shown before the respondent has answered', () => {
    expect(page(notified, TOKEN, thread)).not.toContain('The order number is 1042.');
  });
});

describe('the respondent’s choice forms', () => {
  it('take part: a name, the e-mail the link went to, the code with its Send code button', () => {
    const html = form(<TakePartForm view={notified} token={TOKEN} />);
    expect(html).toContain('Your name or business name');
    expect(html).toContain('E-mail address');
    expect(html).toContain('value="support@acme.example"');
    expect(html).toContain('Code from the e-mail');
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>.*?Send code/);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*?Take part in the mediation/);
  });

  it('take part: an empty address when the link did not go by e-mail', () => {
    const html = form(<TakePartForm view={{ ...notified, contactEmail: null }} token={TOKEN} />);
    expect(html).not.toContain('support@acme.example');
  });

  it('decline: a reason, and a button that asks before it sends', () => {
    const html = form(<DeclineForm token={TOKEN} />);
    expect(html).toContain('Why do you decline?');
    expect(html).toMatch(/type="submit"[^>]*>.*?Decline to take part/);
  });

  it('question: the question and its send button', () => {
    const html = form(<QuestionForm token={TOKEN} />);
    expect(html).toContain('Your question for the mediator');
    expect(html).toMatch(/type="submit"[^>]*>.*?Send the question/);
  });
});
