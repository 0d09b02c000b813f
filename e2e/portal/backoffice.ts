// The operator's side of the portal journeys, through the real admin API with the e2e operator's token.
import {
  type CaseState,
  type ContentKind,
  contentAdminApi,
  filesApi,
  mediationAdminApi,
  mediationApi,
  type ReviewRealNameBody,
  realNameAdminApi,
  systemApi,
} from '@platform/contracts';
import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';
import { nameTheAdmin } from '../admin/support.ts';
import { apiPath, callApi } from '../support/api.ts';
import { sharedAdminSession } from '../support/two-factor.ts';

let adminToken: string | undefined;

export async function adminHeaders(request: APIRequestContext) {
  if (!adminToken) {
    const { token, user } = await sharedAdminSession(request);
    await nameTheAdmin(request, token, user.userId);
    adminToken = token;
  }
  return { authorization: adminToken };
}

/** The operator's session, for calls made as them. */
const asAdmin = async (request: APIRequestContext) => ({ token: (await adminHeaders(request)).authorization });

/** Unwraps the envelope of an operator's call, failing with the call and the server's message otherwise. */
async function adminData<T>(response: APIResponse, call: string): Promise<T> {
  const body = await response.json();
  expect(body.code, `${call}: ${body.msg}`).toBe(200);
  return body.data as T;
}

/** Creates a content item (news, plans, …) as the operator and publishes it. */
export async function publish(request: APIRequestContext, kind: ContentKind, item: Record<string, unknown>) {
  const created = await adminData<{ id: number }>(
    await callApi(request, contentAdminApi.create, { params: { kind }, body: item }, await asAdmin(request)),
    `create ${kind}`,
  );
  const params = { kind, id: created.id };
  await adminData(
    await callApi(request, contentAdminApi.publish, { params, body: { published: true } }, await asAdmin(request)),
    `publish ${kind} ${created.id}`,
  );
  return created.id;
}

/** Moves a case through the mediator's stated states, each with a reason the user reads. */
export async function moveCase(request: APIRequestContext, caseId: number, status: CaseState, reason: string) {
  return adminData(
    await callApi(
      request,
      mediationAdminApi.changeCaseStatus,
      { params: { id: caseId }, body: { status, reason } },
      await asAdmin(request),
    ),
    `move case ${caseId} to ${status}`,
  );
}

export async function writeReport(request: APIRequestContext, caseId: number, title: string, body: string) {
  return adminData<{ id: number }>(
    await callApi(
      request,
      mediationAdminApi.createReport,
      { params: { id: caseId }, body: { title, body } },
      await asAdmin(request),
    ),
    `report on case ${caseId}`,
  );
}

export async function draftAgreement(request: APIRequestContext, caseId: number, body: string, amount?: string) {
  const agreement = {
    title: 'Mediation agreement',
    body,
    // How it is paid is what the parties agreed: a bank transfer within 14 days (issue 27 §5).
    ...(amount
      ? {
          settlementAmount: amount,
          settlementCurrency: 'USD' as const,
          paymentMethod: 'bank_transfer' as const,
          paymentDueDays: 14,
        }
      : {}),
  };
  return adminData<{ id: number }>(
    await callApi(
      request,
      mediationAdminApi.draftAgreement,
      { params: { id: caseId }, body: agreement },
      await asAdmin(request),
    ),
    `agreement of case ${caseId}`,
  );
}

/** Approves or rejects a user's pending real-name submission, found by their e-mail. */
export async function reviewRealName(
  request: APIRequestContext,
  email: string,
  decision: 'approve' | 'reject',
  reason?: string,
) {
  const list = await adminData<{ rows: { id: number; userEmail: string }[] }>(
    await callApi(
      request,
      realNameAdminApi.submissions,
      { query: { status: 'pending', size: 100, q: email } },
      await asAdmin(request),
    ),
    'pending real-name submissions',
  );
  const submission = list.rows.find((row) => row.userEmail === email);
  expect(submission, `a pending real-name submission of ${email}`).toBeTruthy();
  return adminData(
    await callApi(
      request,
      realNameAdminApi.review,
      { params: { id: submission!.id }, body: { decision, reason } as ReviewRealNameBody },
      await asAdmin(request),
    ),
    `review of real-name submission ${submission!.id}`,
  );
}

/** A 1×1 PNG: a real image the server's content sniffing accepts. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Files an application through the user API (for tests whose subject is what comes after it). */
export async function applyByApi(request: APIRequestContext, token: string, counterpartyName: string) {
  const headers = { authorization: token };
  const upload = await request.post(apiPath(filesApi.uploadOne), {
    headers,
    multipart: { file: { name: 'receipt.png', mimeType: 'image/png', buffer: PNG } },
  });
  const evidence = (await upload.json()).msg as string;
  const types = (await (await callApi(request, mediationApi.disputeTypes)).json()).data;
  const sendTypes = (
    await (await callApi(request, systemApi.dictData, { query: { dictType: 'mediate_send_type' } })).json()
  ).data;
  const res = await callApi(
    request,
    mediationApi.apply,
    {
      body: {
        disputeType: types[0].value,
        counterpartyName,
        counterpartyWebsite: 'https://shop.example.com',
        amount: '420.00',
        currency: 'EUR',
        country: 'DE',
        sendType: sendTypes[0].dictValue,
        description: 'The shop never delivered the order and stopped answering my e-mails after two weeks.',
        evidence: [evidence],
        acknowledged: true,
      },
    },
    { token },
  );
  const body = await res.json();
  expect(body.code, body.msg).toBe(200);
  return body.data as { id: number; trackingNumber: string };
}

/** The mediator e-mails the respondent their private link (the case is accepted, the applicant's real name approved). */
export async function notifyRespondent(request: APIRequestContext, caseId: number, email: string) {
  return adminData<{ url: string | null; expiresAt: string }>(
    await callApi(
      request,
      mediationAdminApi.notifyRespondent,
      { params: { id: caseId }, body: { channel: 'email', email } },
      await asAdmin(request),
    ),
    `notify the respondent of case ${caseId}`,
  );
}

/** Sandbox control: the case's deadline passes now, and its consequence applies. */
export async function lapseDeadline(request: APIRequestContext, caseId: number) {
  return adminData<{ status: string }>(
    await callApi(request, mediationAdminApi.lapseDeadline, { params: { id: caseId } }, await asAdmin(request)),
    `lapse the deadline of case ${caseId}`,
  );
}
