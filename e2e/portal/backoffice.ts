// The operator's side of the portal journeys, through the real admin API with the e2e operator's token.
import { type APIRequestContext, expect } from '@playwright/test';
import { E2E } from '../support/constants.ts';

let adminToken: string | undefined;

export async function adminHeaders(request: APIRequestContext) {
  if (!adminToken) {
    const res = await request.post('/api/login', { data: { account: E2E.admin.email, password: E2E.admin.password } });
    adminToken = (await res.json()).data.token as string;
  }
  return { authorization: adminToken };
}

async function adminCall<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: unknown) {
  const headers = await adminHeaders(request);
  const res =
    method === 'GET'
      ? await request.get(`/api${path}`, { headers })
      : await request.post(`/api${path}`, { headers, data });
  const body = await res.json();
  expect(body.code, `${method} ${path}: ${body.msg}`).toBe(200);
  return body.data as T;
}

/** Creates a content item (news, plans, …) as the operator and publishes it. */
export async function publish(request: APIRequestContext, kind: string, item: Record<string, unknown>) {
  const created = await adminCall<{ id: number }>(request, 'POST', `/admin/content/${kind}`, item);
  await adminCall(request, 'POST', `/admin/content/${kind}/${created.id}/publish`, { published: true });
  return created.id;
}

/** Moves a case through the mediator's stated states, each with a reason the user reads. */
export async function moveCase(request: APIRequestContext, caseId: number, status: string, reason: string) {
  return adminCall(request, 'POST', `/admin/mediation/cases/${caseId}/status`, { status, reason });
}

export async function writeReport(request: APIRequestContext, caseId: number, title: string, body: string) {
  return adminCall<{ id: number }>(request, 'POST', `/admin/mediation/cases/${caseId}/reports`, { title, body });
}

export async function draftAgreement(request: APIRequestContext, caseId: number, body: string, amount?: string) {
  return adminCall<{ id: number }>(request, 'POST', `/admin/mediation/cases/${caseId}/agreement`, {
    title: 'Mediation agreement',
    body,
    ...(amount ? { settlementAmount: amount, settlementCurrency: 'USD' } : {}),
  });
}

/** Approves or rejects a user's pending real-name submission, found by their e-mail. */
export async function reviewRealName(
  request: APIRequestContext,
  email: string,
  decision: 'approve' | 'reject',
  reason?: string,
) {
  const list = await adminCall<{ rows: { id: number; userEmail: string }[] }>(
    request,
    'GET',
    `/admin/realname?status=pending&size=100&q=${encodeURIComponent(email)}`,
  );
  const submission = list.rows.find((row) => row.userEmail === email);
  expect(submission, `a pending real-name submission of ${email}`).toBeTruthy();
  return adminCall(request, 'POST', `/admin/realname/${submission!.id}/review`, { decision, reason });
}

/** A 1×1 PNG: a real image the server's content sniffing accepts. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Files an application through the user API (for tests whose subject is what comes after it). */
export async function applyByApi(request: APIRequestContext, token: string, counterpartyName: string) {
  const headers = { authorization: token };
  const upload = await request.post('/api/file/uploadOne', {
    headers,
    multipart: { file: { name: 'receipt.png', mimeType: 'image/png', buffer: PNG } },
  });
  const evidence = (await upload.json()).msg as string;
  const types = (await (await request.get('/api/mediate/getExeperienceType')).json()).data;
  const sendTypes = (await (await request.get('/api/dict/data?dictType=mediate_send_type')).json()).data;
  const res = await request.post('/api/mediate/applyMediate', {
    headers,
    data: {
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
  });
  const body = await res.json();
  expect(body.code, body.msg).toBe(200);
  return body.data as { id: number; trackingNumber: string };
}
