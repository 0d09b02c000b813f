// The applicant's agreement page as rendered (server-side, no DOM): both parties' signature status, the sign form
// only while the applicant has not signed, the mediator by name and role, the audit trail with parties; en and zh.
import type { AgreementView } from '@platform/contracts';
import { markupWords } from '@platform/ui';
import { agreementEvent, agreementSignature, caseAgreement } from '@platform/ui/testing';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderMarkup } from '../../testing/static-markup.tsx';
import { contractQuery } from './api.ts';
import { ContractPage } from './contract-page.tsx';

await vi.hoisted(async () => (await import('@platform/ui')).installMemoryStorage());

const HASH = 'b'.repeat(64);
const agreement = (signedBy: ('applicant' | 'respondent')[]): AgreementView =>
  caseAgreement(
    signedBy.map((party) => agreementSignature(party, party === 'applicant' ? 'Robin Applicant' : 'Sam Seller', HASH)),
    {
      id: 7,
      text: 'MEDIATION AGREEMENT\n退款协议\n示例商店在十四日内全额退款。',
      textSha256: HASH,
      signAs: signedBy.includes('applicant')
        ? null
        : { name: 'Robin Applicant', email: null, check: 'real_name', checkedAt: '2026-11-20T10:00:00.000Z' },
      events: [
        {
          event: 'drafted',
          party: null,
          at: '2026-11-24T09:00:00.000Z',
          actorName: 'Li Wei, Mediator',
          ip: null,
          userAgent: null,
        },
        agreementEvent('sent', 'applicant', '2026-11-24T09:00:00.000Z'),
        agreementEvent('sent', 'respondent', '2026-11-24T09:00:00.000Z'),
        ...signedBy.map((party) => ({
          event: 'signed' as const,
          party,
          at: '2026-11-24T10:00:00.000Z',
          actorName: null,
          ip: '203.0.113.7',
          userAgent: 'Browser/1.0',
        })),
      ],
    },
  );

function page(view: AgreementView) {
  const client = new QueryClient();
  client.setQueryData(contractQuery().queryKey, view);
  const markup = renderMarkup(<ContractPage />, client, '/contract');
  return { markup, text: markupWords(markup.replace(/&#x27;/g, "'")) };
}

beforeAll(async () => {
  await i18n.loadNamespaces('messages');
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the contract page', () => {
  it('before anyone signs: both parties wait, the sign form shows, the mediator by name and role', async () => {
    const { text } = page(agreement([]));
    expect(text).toContain('Drafted by Li Wei, Mediator on');
    expect(text).toContain('Applicant (you): Waiting for your signature');
    expect(text).toContain("Respondent: Waiting for the other party's signature");
    expect(text).toContain('Sign the agreement');
    expect(text).toContain('Sent to the respondent');
    expect(text).not.toContain('Latin characters');
  });

  it('signs in the verified name, shown and not typed; without a verification there is no form (issue 27 §5)', async () => {
    const { text, markup } = page(agreement([]));
    expect(markup).toContain('data-testid="sign-as"');
    expect(text).toContain('You sign as Robin Applicant');
    expect(text).toContain('Your name as your real-name verification approved it on 20 Nov 2026');
    expect(markup).not.toContain('autoComplete="name"');
    expect(markup).not.toMatch(/<input[^>]*autocomplete="name"/i);
    const unverified = page({ ...agreement([]), signAs: null });
    expect(unverified.markup).toContain('data-testid="sign-not-verified"');
    expect(unverified.text).toContain('complete your real-name verification first');
    expect(unverified.text).not.toContain('Sign the agreement Your');
  });

  it('after the applicant signed: no sign form, their signature, waiting for the respondent', async () => {
    const { text, markup } = page(agreement(['applicant']));
    expect(text).toMatch(/Applicant \(you\): Signed by you on /);
    expect(text).toContain("Respondent: Waiting for the other party's signature");
    expect(text).not.toContain('Your full name');
    expect(text).toContain("Waiting for the other party's signature");
    expect(text).toContain('Your signature');
    expect(text).toContain('Signed by the applicant (you)');
    expect(markup).toContain('data-testid="signed-text-hash"');
    expect(markup).not.toContain('data-testid="signed-pdf-hash"');
  });

  it('once both signed: complete, both records and the PDF fingerprint', async () => {
    const { text, markup } = page(agreement(['applicant', 'respondent']));
    expect(text).toMatch(/Respondent: Signed by Sam Seller \(Respondent\) on /);
    expect(text).toContain('Signed by both parties');
    expect(text).toContain('Signature of the respondent');
    expect(markup).toContain(`data-testid="signed-pdf-hash">${'c'.repeat(64)}`);
  });

  it('reads in Chinese, with no English left in the signing pieces', async () => {
    await i18n.changeLanguage('zh');
    const { text } = page(agreement(['respondent']));
    expect(text).toContain('由 Li Wei，调解员 于');
    expect(text).toContain('申请人（您）： 等待您签署');
    expect(text).toMatch(/被申请人： Sam Seller（被申请人）已于 .+ 签署/);
    expect(text).toContain('已发送给被申请人');
    expect(text).toContain('签署协议');
    for (const english of ['Waiting', 'Signed by', 'Signature', 'Audit trail', 'Sent to'])
      expect(text).not.toContain(english);
  });
});
