// The applicant's agreement as they use it (its static states are contract-page.test.tsx's): signing needs their
// consent, sends the fingerprint of the text read and turns the page into "waiting for the other party"; the text is
// checked against its fingerprint on this device; another agreement opens from the list; the PDF shows in the page or
// says why not; and the page in Chinese. The signing rules are apps/server/src/features/mediation's; both parties
// signing and the PDF's content are the mediation journey's (e2e/portal/journey.spec.ts).
import { createHash } from 'node:crypto';
import { type AgreementRowView, type AgreementView, mediationApi, type SaveContractBody } from '@platform/contracts';
import { handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPLICANT, renderPortal } from '../../testing/render-portal.tsx';

const TEXT = 'MEDIATION AGREEMENT\nNorthwind Travel refunds 1890.00 USD within 14 days.';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
// What a browser's canvas gives for the typed signature (happy-dom's blank canvas gives no image).
const SIGNATURE_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const AGREEMENT: AgreementView = {
  id: 7,
  caseId: 3,
  trackingNumber: 'MD-2026-000003',
  version: 2,
  title: 'Refund agreement',
  text: TEXT,
  textSha256: sha256(TEXT),
  settlementAmount: '1890.00',
  settlementCurrency: 'USD',
  paymentMethod: 'bank_transfer',
  paymentDetails: null,
  paymentDueDays: 14,
  status: 'awaiting_signature',
  draftedAt: '2026-03-02T09:00:00.000Z',
  draftedBy: { name: 'Li Wei', role: 'mediator' },
  signatures: [],
  completedAt: null,
  signedPdfSha256: null,
  signAs: { name: 'Robin Applicant', email: null, check: 'real_name', checkedAt: '2026-03-01T10:00:00.000Z' },
  payment: null,
  events: [],
};
const signedBy = (agreement: AgreementView, body: SaveContractBody): AgreementView => ({
  ...agreement,
  signAs: null,
  signatures: [
    {
      party: 'applicant',
      signerName: 'Robin Applicant',
      identity: null,
      method: body.method,
      image: body.image,
      signedAt: '2026-03-03T10:00:00.000Z',
      ip: '203.0.113.7',
      userAgent: 'Browser/1.0',
      textSha256: body.textSha256,
    },
  ],
});
const row = (agreement: AgreementView): AgreementRowView => ({
  id: agreement.id,
  caseId: agreement.caseId,
  trackingNumber: agreement.trackingNumber,
  version: agreement.version,
  title: agreement.title,
  status: agreement.status,
  draftedAt: agreement.draftedAt,
});

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(SIGNATURE_PNG);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('signing the agreement', () => {
  it('needs consent first, sends the fingerprint of the text read, then waits for the other party', async () => {
    const { user, api } = await renderPortal('/contract', {
      signedIn: APPLICANT,
      api: [
        handle(mediationApi.agreement, AGREEMENT),
        handle(mediationApi.agreements, [row(AGREEMENT)]),
        handle(mediationApi.signAgreement, ({ body }) => signedBy(AGREEMENT, body)),
      ],
    });
    expect((await screen.findByTestId('agreement-status')).textContent).toBe('Waiting for your signature');
    await screen.findByText('Checked on this device: the text you see has this fingerprint.', { exact: false });

    await user.click(screen.getByRole('button', { name: 'Sign the agreement' }));
    screen.getByText('Please confirm that you agree to sign electronically');
    expect(api.callsTo(mediationApi.signAgreement)).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: /I have read the whole agreement/ }));
    await user.click(screen.getByRole('button', { name: 'Sign the agreement' }));
    await screen.findByText('Agreement signed');
    expect(api.callsTo(mediationApi.signAgreement).map((call) => call.body)).toEqual([
      { id: 7, textSha256: sha256(TEXT), method: 'typed', image: SIGNATURE_PNG, consent: true },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('agreement-status').textContent).toBe("Waiting for the other party's signature"),
    );
    screen.getByTestId('signed-waiting');
    expect(screen.queryByText('Sign the agreement')).toBeNull();
  });

  it('warns not to sign a text that does not match its fingerprint, and shows a refusal without signing', async () => {
    const changed = { ...AGREEMENT, textSha256: sha256('an earlier version of the text') };
    const { user, api } = await renderPortal('/contract', {
      signedIn: APPLICANT,
      api: [
        handle(mediationApi.agreement, changed),
        handle(mediationApi.agreements, [row(changed)]),
        handle(
          mediationApi.signAgreement,
          refuse(409, 'The agreement has changed since you opened it. Please read it again'),
        ),
      ],
    });
    await screen.findByText(
      'Warning: the text on this device does not match the fingerprint. Do not sign; reload the page.',
    );
    expect(screen.queryByText('Checked on this device', { exact: false })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: /I have read the whole agreement/ }));
    await user.click(screen.getByRole('button', { name: 'Sign the agreement' }));
    await screen.findByText('The agreement has changed since you opened it. Please read it again');
    expect(api.callsTo(mediationApi.signAgreement)).toHaveLength(1);
    expect(screen.getByTestId('agreement-status').textContent).toBe('Waiting for your signature');
    screen.getByRole('button', { name: 'Sign the agreement' });
  });
});

describe('the agreements and the PDF', () => {
  it("opens another case's agreement from the list, and its PDF in the page; a PDF refused says why", async () => {
    const older: AgreementView = {
      ...AGREEMENT,
      id: 4,
      caseId: 2,
      trackingNumber: 'MD-2026-000002',
      version: 1,
      status: 'signed',
      signAs: null,
    };
    const { user, router, api } = await renderPortal('/contract', {
      signedIn: APPLICANT,
      api: [
        handle(mediationApi.agreement, ({ query }) => (query.caseId === older.caseId ? older : AGREEMENT)),
        handle(mediationApi.agreements, [row(AGREEMENT), row(older)]),
        handle(mediationApi.agreementPdf, ({ query }) =>
          query.id === AGREEMENT.id ? new Blob(['%PDF-1.7'], { type: 'application/pdf' }) : refuse(404, 'Not found'),
        ),
      ],
    });
    const list = await screen.findByRole('navigation', { name: 'Your agreements' });
    expect(within(list).getByRole('link', { name: 'MD-2026-000003 · Version 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await user.click(within(list).getByRole('link', { name: 'MD-2026-000002 · Version 1' }));
    await waitFor(() => expect(router.state.location.search).toBe('?caseId=2'));
    await waitFor(() => expect(screen.getByTestId('agreement-status').textContent).toBe('Signed by both parties'));
    expect(api.callsTo(mediationApi.agreement).map((call) => call.query)).toEqual([{}, { caseId: 2 }]);
    expect(screen.queryByRole('button', { name: 'Sign the agreement' })).toBeNull();

    await router.navigate('/pdf?id=7');
    const frame = await screen.findByTitle('The mediation agreement (PDF)');
    expect(frame.getAttribute('src')).toMatch(/^blob:/);
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('download')).toBe('agreement-7.pdf');
    await router.navigate('/pdf?id=4');
    expect((await screen.findByRole('alert')).textContent).toBe('Not found');
    expect(screen.queryByTitle('The mediation agreement (PDF)')).toBeNull();
  });

  it('in Chinese: no agreement yet, and the check of the consent', async () => {
    const { user, router } = await renderPortal('/contract', {
      signedIn: APPLICANT,
      language: 'zh',
      api: [
        handle(mediationApi.agreement, ({ query }) => (query.caseId === AGREEMENT.caseId ? AGREEMENT : null)),
        handle(mediationApi.agreements, [row(AGREEMENT)]),
      ],
    });
    await screen.findByText('您还没有协议。调解员为某个案件起草协议后，会显示在这里。');
    await router.navigate('/contract?caseId=3');
    expect((await screen.findByTestId('agreement-status')).textContent).toBe('等待您签署');
    await user.click(screen.getByRole('button', { name: '签署协议' }));
    screen.getByText('请确认您同意以电子方式签署');
  });
});
