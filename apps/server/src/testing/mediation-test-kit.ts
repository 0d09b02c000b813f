// Shared moves of the portal's API tests: uploads, a valid application, and walking a case to its agreement.
import { type ApplyMediateBody, filesApi, mediationAdminApi, mediationApi, pathWith } from '@platform/contracts';
import { eq, mediationCases } from '@platform/db';
import { signAgreement } from '../features/mediation/sign-agreement.ts';
import { call } from './api.ts';
import { multipart, png } from './multipart.ts';
import type { TestApp } from './test-app.ts';

/** Uploads a tiny PNG as `token`'s user and answers its path (public only for operators who ask). */
export async function uploadPng(app: TestApp, token: string, visibility: 'private' | 'public' = 'private') {
  const { payload, headers } = multipart([
    { name: 'visibility', value: visibility },
    { name: 'file', filename: 'evidence.png', content: png(), type: 'image/png' },
  ]);
  const res = await app.inject({
    method: 'POST',
    url: `/api${filesApi.uploadOne.path}`,
    payload,
    headers: { ...headers, authorization: token },
  });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  return res.json().msg as string;
}

export const validApplication = (overrides: Partial<ApplyMediateBody> = {}): ApplyMediateBody => ({
  disputeType: 'online_purchase',
  counterpartyName: 'Example Shop Ltd',
  counterpartyWebsite: 'https://shop.example.com',
  counterpartyContact: 'support@shop.example.com',
  amount: '249.90',
  currency: 'USD',
  country: 'GB',
  sendType: 'email',
  description: 'I paid for a pair of headphones on 2 March and they never arrived; the shop stopped answering.',
  incidentDate: '2026-03-02',
  evidence: [],
  acknowledged: true,
  ...overrides,
});

export async function applyCase(app: TestApp, token: string, overrides: Partial<ApplyMediateBody> = {}) {
  const res = await call(app, 'POST', `/api${mediationApi.apply.path}`, { token, body: validApplication(overrides) });
  if (res.status !== 200) throw new Error(`application failed: ${JSON.stringify(res.body)}`);
  return res.body.data as { id: number; trackingNumber: string };
}

export async function moveTo(app: TestApp, token: string, caseId: number, ...states: string[]) {
  for (const status of states) {
    const res = await call(app, 'POST', `/api${pathWith(mediationAdminApi.changeCaseStatus.path, { id: caseId })}`, {
      token,
      body: { status, reason: `moving to ${status}` },
    });
    if (res.status !== 200) throw new Error(`status change failed: ${JSON.stringify(res.body)}`);
  }
}

export const draftBody = {
  title: 'Refund of the undelivered headphones',
  body: 'Example Shop Ltd refunds the full price within 14 days of this agreement. The applicant withdraws the complaint.',
  settlementAmount: '249.90',
  settlementCurrency: 'USD',
};

/**
 * The respondent agreed to take part, as through their private link: the accepted case goes into mediation, where the
 * mediator can draft the agreement.
 */
export async function respondentTakesPart(app: TestApp, caseId: number, respondentName: string | null = null) {
  await app.db
    .update(mediationCases)
    .set({ status: 'in_mediation', respondentState: 'taking_part', respondentName, respondentAnsweredAt: new Date() })
    .where(eq(mediationCases.id, caseId));
}

/** Takes a fresh case through review and mediation to an agreement awaiting signature; answers the agreement. */
export async function caseWithAgreement(
  app: TestApp,
  userToken: string,
  mediatorToken: string,
  body: Record<string, unknown> = draftBody,
) {
  const created = await applyCase(app, userToken);
  await moveTo(app, mediatorToken, created.id, 'under_review', 'accepted');
  await respondentTakesPart(app, created.id);
  const res = await call(app, 'POST', `/api${pathWith(mediationAdminApi.draftAgreement.path, { id: created.id })}`, {
    token: mediatorToken,
    body,
  });
  if (res.status !== 200) throw new Error(`drafting failed: ${JSON.stringify(res.body)}`);
  return { caseId: created.id, agreement: res.body.data as { id: number; textSha256: string; text: string } };
}

export const signatureImage = `data:image/png;base64,${png().toString('base64')}`;

/** The respondent signs, as their private link's endpoint does (through the same domain function). */
export async function respondentSigns(
  app: TestApp,
  agreement: { id: number; textSha256: string },
  signer: { name?: string; userAgent?: string; image?: string } = {},
) {
  return app.db.transaction((tx) =>
    signAgreement(tx, {
      agreementId: agreement.id,
      party: 'respondent',
      signerUserId: null,
      signerName: signer.name ?? 'Example Shop Ltd, by Sam Seller',
      method: 'typed',
      image: signer.image ?? signatureImage,
      textSha256: agreement.textSha256,
      ip: '203.0.113.7',
      userAgent: signer.userAgent ?? 'RespondentBrowser/1.0',
    }),
  );
}
