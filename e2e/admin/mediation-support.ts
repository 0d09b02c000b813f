// Set-up for the mediation journeys through the real user API: an applicant, their evidence, their case.
import { filesApi, identityApi, mediationApi, realNameApi, respondentApi, systemApi } from '@platform/contracts';
import { type APIRequestContext, expect } from '@playwright/test';
import { reviewRealName } from '../portal/backoffice.ts';
import { apiPath, callApi } from '../support/api.ts';
import { E2E } from '../support/constants.ts';
import { mailedCode, registerByApi } from '../support/helpers.ts';

/** A 1×1 PNG: small, and a real image the server's content sniffing accepts. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export interface Applicant {
  email: string;
  token: string;
  headers: { authorization: string };
}

/** A new user, signed up with a mailed code and logged in. */
export async function newApplicant(request: APIRequestContext): Promise<Applicant> {
  const { email, password } = await registerByApi(request, E2E.inviteCode);
  const res = await callApi(request, identityApi.login, { body: { account: email, password } });
  const token = ((await res.json()).data as { token: string }).token;
  return { email, token, headers: { authorization: token } };
}

/** Uploads a private file as the user (`filesApi.uploadOne`); answers the relative path from `msg`. */
export async function uploadAs(request: APIRequestContext, user: Applicant, name: string): Promise<string> {
  const res = await request.post(apiPath(filesApi.uploadOne), {
    headers: user.headers,
    multipart: { file: { name, mimeType: 'image/png', buffer: PNG } },
  });
  const body = await res.json();
  expect(body.code, body.msg).toBe(200);
  return body.msg as string;
}

export interface AppliedCase {
  id: number;
  trackingNumber: string;
  status: string;
}

/** Files a mediation application with one piece of evidence, as the portal's /apply form does. */
export async function applyFor(request: APIRequestContext, user: Applicant, counterpartyName: string) {
  const evidence = await uploadAs(request, user, 'receipt.png');
  const types = await (await callApi(request, mediationApi.disputeTypes)).json();
  const sendTypes = await (
    await callApi(request, systemApi.dictData, { query: { dictType: 'mediate_send_type' } })
  ).json();
  const res = await callApi(
    request,
    mediationApi.apply,
    {
      body: {
        disputeType: types.data[0].value,
        counterpartyName,
        counterpartyWebsite: 'https://broker.example.com',
        amount: '1500.50',
        currency: 'USD',
        country: 'GB',
        sendType: sendTypes.data[0].dictValue,
        description: 'The broker refused my withdrawal for three months and stopped answering e-mails.',
        evidence: [evidence],
        acknowledged: true,
      },
    },
    { token: user.token },
  );
  const body = await res.json();
  expect(body.code, body.msg).toBe(200);
  return body.data as AppliedCase;
}

/** The case as its owner sees it in the portal (`mediationApi.case`). */
export async function caseAsOwner(request: APIRequestContext, user: Applicant, id: number) {
  const res = await callApi(request, mediationApi.case, { query: { id } }, { token: user.token });
  return (await res.json()).data as {
    status: string;
    statusReason: string | null;
    history: { toStatus: string; reason: string | null; actor: { kind: string } }[];
  };
}

/** The applicant's real name, submitted through the portal's API and approved by a reviewer. */
export async function verifyIdentity(request: APIRequestContext, user: Applicant, fullName = 'Robin Applicant') {
  const [frontImage, backImage] = [
    await uploadAs(request, user, 'front.png'),
    await uploadAs(request, user, 'back.png'),
  ];
  const res = await callApi(
    request,
    realNameApi.submit,
    { body: { fullName, idType: 'passport', idNumber: 'P7654321', country: 'FR', frontImage, backImage } },
    { token: user.token },
  );
  const body = await res.json();
  expect(body.code, body.msg).toBe(200);
  await reviewRealName(request, user.email, 'approve');
}

/** The respondent's private link from the invitation mailed to `email` (the development mailbox). */
export async function respondentLinkFor(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const res = await callApi(request, systemApi.devMailbox, { query: { to: email } });
      const mails = ((await res.json()).data ?? []) as { subject: string; text: string }[];
      const invitation = mails.find((m) => m.subject.startsWith('Mediation request'));
      link = /https?:\/\/\S+#\/respond\/[A-Za-z0-9_-]{43}/.exec(invitation?.text ?? '')?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** The token of a private link. */
export const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);

/** The respondent takes part through the API, as the respondent page does: a code to their address, then the answer. */
export async function respondentTakesPart(request: APIRequestContext, token: string, email: string, name: string) {
  expect((await callApi(request, respondentApi.sendCode, { body: { token, email } })).status()).toBe(200);
  const code = await mailedCode(request, email);
  const res = await callApi(request, respondentApi.answer, {
    body: { token, answer: 'take_part', name, email, code },
  });
  const body = await res.json();
  expect(body.code, body.msg).toBe(200);
}
