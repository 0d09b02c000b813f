// Shared moves of the portal's API tests: uploads, a valid application, and walking a case to its agreement.
import { type ApplyMediateBody, mediationAdminApi, mediationApi, pathWith } from '@platform/contracts';
import { and, eq, inArray, mediationAgreements, mediationCases, realNameSubmissions } from '@platform/db';
import { beforeAll } from 'vitest';
import type { DomainEvent } from '../core/events/domain-events.ts';
import { signerIdentityOf } from '../features/mediation/agreements-repo.ts';
import { caseById } from '../features/mediation/cases-repo.ts';
import { createRespondentLink } from '../features/mediation/respondent/respondent-links.ts';
import { signAgreement } from '../features/mediation/sign-agreement.ts';
import { call } from './api.ts';
import { png, uploadParts } from './multipart.ts';
import type { TestApp } from './test-app.ts';

/** The mediation notices the test file's app publishes, in order, from the file's `beforeAll` on. */
export function useMediationNotices(opened: { app: TestApp }) {
  const notices: Extract<DomainEvent, { type: 'mediation.notice' }>[] = [];
  beforeAll(() => {
    opened.app.events.observe((e) => {
      if (e.type === 'mediation.notice') notices.push(e);
    });
  });
  return notices;
}

/** Uploads a tiny PNG as `token`'s user and answers its path (public only for operators who ask). */
export async function uploadPng(app: TestApp, token: string, visibility: 'private' | 'public' = 'private') {
  const res = await uploadParts(app, token, [
    { name: 'visibility', value: visibility },
    { name: 'file', filename: 'evidence.png', content: png(), type: 'image/png' },
  ]);
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
  paymentMethod: 'card_refund',
  paymentDueDays: 14,
};

/** The user's real-name verification, approved (as a reviewer would), unless one is pending or approved already. */
export async function verifyApplicant(app: TestApp, userId: number, fullName = 'Alice Example') {
  const [open] = await app.db
    .select({ id: realNameSubmissions.id })
    .from(realNameSubmissions)
    .where(and(eq(realNameSubmissions.userId, userId), inArray(realNameSubmissions.status, ['pending', 'approved'])));
  if (open) return;
  await app.db.insert(realNameSubmissions).values({
    userId,
    fullName,
    idType: 'passport',
    idNumber: 'P1234567',
    country: 'GB',
    frontImage: 'front.png',
    status: 'approved',
    reviewedAt: new Date('2026-11-20T10:00:00Z'),
  });
}

/**
 * The respondent agreed to take part, as through their private link: the accepted case goes into mediation, where the
 * mediator can draft the agreement.
 */
export async function respondentTakesPart(
  app: TestApp,
  caseId: number,
  respondentName: string | null = null,
  respondentEmail = 'sam@shop.example.com',
) {
  await app.db
    .update(mediationCases)
    .set({
      status: 'in_mediation',
      respondentState: 'taking_part',
      respondentName,
      respondentEmail,
      respondentAnsweredAt: new Date(),
    })
    .where(eq(mediationCases.id, caseId));
}

/**
 * A fresh case of `applicantToken`'s, accepted by `mediator`, whose respondent took part through the private link the
 * mediator sent; answers the case and the link's token.
 */
export async function caseWithRespondent(
  app: TestApp,
  applicantToken: string,
  mediator: { token: string; userId: number },
  respondentName = 'Example Shop Ltd',
) {
  const created = await applyCase(app, applicantToken);
  await moveTo(app, mediator.token, created.id, 'under_review', 'accepted');
  const link = await createRespondentLink(app.db, {
    caseId: created.id,
    channel: 'email',
    note: null,
    sentBy: mediator.userId,
  });
  await respondentTakesPart(app, created.id, respondentName);
  return { caseId: created.id, respondentToken: link.token };
}

/** Takes a fresh case through review and mediation to an agreement awaiting signature; answers the agreement. */
export async function caseWithAgreement(
  app: TestApp,
  userToken: string,
  mediatorToken: string,
  body: Record<string, unknown> = draftBody,
  parties: { applicantName?: string; respondentName?: string } = {},
) {
  const created = await applyCase(app, userToken);
  await moveTo(app, mediatorToken, created.id, 'under_review', 'accepted');
  await verifyApplicant(app, (await caseById(app.db, created.id)).userId, parties.applicantName);
  await respondentTakesPart(app, created.id, parties.respondentName ?? 'Sam Seller');
  const res = await call(app, 'POST', `/api${pathWith(mediationAdminApi.draftAgreement.path, { id: created.id })}`, {
    token: mediatorToken,
    body,
  });
  if (res.status !== 200) throw new Error(`drafting failed: ${JSON.stringify(res.body)}`);
  return { caseId: created.id, agreement: res.body.data as { id: number; textSha256: string; text: string } };
}

export const signatureImage = `data:image/png;base64,${png().toString('base64')}`;

/**
 * The respondent signs, as their private link's endpoint does (through the same domain function), in the name and
 * e-mail they took part with; `name` is a name typed anyway.
 */
export async function respondentSigns(
  app: TestApp,
  agreement: { id: number; textSha256: string; caseId?: number },
  signer: { name?: string; userAgent?: string; image?: string } = {},
) {
  return app.db.transaction(async (tx) =>
    signAgreement(tx, {
      agreementId: agreement.id,
      party: 'respondent',
      signerUserId: null,
      identity: await signerIdentityOf(tx, await caseOfAgreement(tx, agreement.id), 'respondent'),
      typedName: signer.name,
      method: 'typed',
      image: signer.image ?? signatureImage,
      textSha256: agreement.textSha256,
      ip: '203.0.113.7',
      userAgent: signer.userAgent ?? 'RespondentBrowser/1.0',
    }),
  );
}

async function caseOfAgreement(db: TestApp['db'], agreementId: number) {
  const [row] = await db
    .select({ caseId: mediationAgreements.caseId })
    .from(mediationAgreements)
    .where(eq(mediationAgreements.id, agreementId));
  return caseById(db, row!.caseId);
}
