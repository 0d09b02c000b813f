// The agreement card as rendered (server-side, no DOM): both parties' signatures, completion, the mediator by name
// and role, and an audit trail naming the party of each event; en and zh.

import type { AgreementView } from '@platform/contracts';
import { agreementEvent, agreementSignature, caseAgreement } from '@platform/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, staticWords, withPageTexts } from '../../testing/static-render.tsx';
import { AgreementCard } from './agreement-card.tsx';

await vi.hoisted(async () => (await import('@platform/ui')).installMemoryStorage());

const HASH = 'a'.repeat(64);
const signature = (party: 'applicant' | 'respondent', signerName: string) =>
  agreementSignature(party, signerName, HASH);

const agreement = (signatures: ReturnType<typeof signature>[]): AgreementView =>
  caseAgreement(signatures, {
    id: 9,
    text: 'MEDIATION AGREEMENT\n退款协议\n示例商店全额退款。',
    textSha256: HASH,
    events: [
      agreementEvent('sent', 'respondent', '2026-11-24T09:00:00.000Z'),
      agreementEvent('completed', null, '2026-11-24T11:00:00.000Z'),
    ],
  });

const words = (a: AgreementView) => staticWords(<AgreementCard agreement={a} />);

withPageTexts();
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the agreement card', () => {
  it('shows who has signed and who has not, and the mediator by name and role', () => {
    const text = words(agreement([signature('applicant', 'Robin Applicant')]));
    expect(text).toContain('by Li Wei, Mediator');
    expect(text).toContain('Waiting for signatures');
    expect(text).toContain('Applicant: signed by Robin Applicant (typed name)');
    expect(text).toContain('Respondent: not signed yet');
    expect(text).toContain('Sent (Respondent)');
    expect(text).not.toContain('Complete:');
  });

  it('shows completion and the completed PDF hash once both signed', () => {
    const text = words(agreement([signature('applicant', 'Robin Applicant'), signature('respondent', 'Sam Seller')]));
    expect(text).toContain('Respondent: signed by Sam Seller');
    expect(text).toContain('Complete: both parties signed on');
    expect(text).toContain(`SHA-256 of the completed PDF: ${'c'.repeat(64)}`);
  });

  it('says how the settlement is paid and whether the applicant has said it arrived', async () => {
    const signed = agreement([signature('applicant', 'Robin Applicant'), signature('respondent', 'Sam Seller')]);
    const waiting = words({
      ...signed,
      payment: { confirmedAt: null, missingAt: null, confirmBy: '2026-12-08T11:00:00.000Z' },
    });
    expect(waiting).toContain(
      'How it is paid Refund to the card the applicant paid with, within 14 days of the last signature',
    );
    expect(waiting).toMatch(/Payment received\? Waiting for the applicant to confirm, until .*2026/);
    const missing = words({
      ...signed,
      payment: { confirmedAt: null, missingAt: '2026-12-01T09:00:00.000Z', confirmBy: '2026-12-08T11:00:00.000Z' },
    });
    expect(missing).toMatch(/Payment received\? Not yet, said the applicant on .*; they may confirm until /);
    const confirmed: AgreementView = {
      ...signed,
      payment: { confirmedAt: '2026-12-02T09:00:00.000Z', missingAt: '2026-12-01T09:00:00.000Z', confirmBy: null },
    };
    expect(words(confirmed)).toMatch(/Payment received\? Yes: the applicant confirmed it arrived on /);
    // Before both signed there is nothing to confirm yet.
    expect(words(agreement([signature('applicant', 'Robin Applicant')]))).not.toContain('Payment received?');
    await i18n.changeLanguage('zh');
    expect(words(confirmed)).toContain('是：申请人已于');
  });

  it('reads in Chinese', async () => {
    await i18n.changeLanguage('zh');
    const text = words(agreement([signature('respondent', 'Sam Seller')]));
    expect(text).toContain('Li Wei，调解员');
    expect(text).toContain('申请人：尚未签署');
    expect(text).toContain('被申请人：Sam Seller 于');
    expect(text).toContain('发送（被申请人）');
  });
});
