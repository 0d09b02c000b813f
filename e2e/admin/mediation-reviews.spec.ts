import { feedbackApi, realNameApi } from '@platform/contracts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { expectAccessible } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { type Applicant, newApplicant, uploadAs } from './mediation-support.ts';
import { goTo, startSignedIn } from './support.ts';

/** Submits a real-name verification as the portal's /realname form does. */
async function submitRealName(request: APIRequestContext, user: Applicant, fullName: string) {
  const [frontImage, backImage] = [
    await uploadAs(request, user, 'front.png'),
    await uploadAs(request, user, 'back.png'),
  ];
  const res = await callApi(
    request,
    realNameApi.submit,
    { body: { fullName, idType: 'passport', idNumber: 'P1234567', country: 'GB', frontImage, backImage } },
    { token: user.token },
  );
  const body = await res.json();
  expect(body.code, body.msg).toBe(200);
}

const realInfo = async (request: APIRequestContext, user: Applicant) =>
  (await (await callApi(request, realNameApi.info, {}, { token: user.token })).json()).data as {
    status: string;
    submission: { rejectReason: string | null } | null;
  };

/** Finds the user's submission in the queue and opens it. */
async function openSubmission(page: Page, email: string) {
  await goTo(page, /^Real-name reviews$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Real-name reviews' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('link', { name: /^Review #\d+$/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^Real-name submission #\d+$/ })).toBeVisible();
}

test('a reviewer approves a real-name submission after comparing the document images', async ({ page, request }) => {
  const user = await newApplicant(request);
  await submitRealName(request, user, 'Ada Lovelace');
  await startSignedIn(page, request);
  await page.goto('/admin/users');
  await openSubmission(page, user.email);

  await expect(page.getByText('P1234567')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Front' }).getByRole('img', { name: 'front.png' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Back' }).getByRole('img', { name: 'back.png' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'realname-review');

  await page.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('dialog', { name: 'Prompt' });
  await expect(confirm).toContainText('Ada Lovelace');
  await confirm.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByText('This submission has been decided.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  expect((await realInfo(request, user)).status).toBe('approved');
  // The decision is in the submission's history, its own tab.
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page).toHaveURL(/\?tab=history$/);
  await expect(page.getByRole('table', { name: 'History' })).toContainText('real_name');
});

test('rejecting a real-name submission needs a reason, which the user sees', async ({ page, request }) => {
  const user = await newApplicant(request);
  await submitRealName(request, user, 'Grace Hopper');
  await startSignedIn(page, request);
  await page.goto('/admin/users');
  await openSubmission(page, user.email);

  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Prompt' });
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog.getByText('Please enter a reason')).toBeVisible();
  expect((await realInfo(request, user)).status).toBe('pending');

  const reason = 'The back image is cut off; please photograph the whole page.';
  await dialog.getByLabel(/^Reason/).fill(reason);
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toBeHidden();
  // Shown beside the submission as the reason the user was given.
  await expect(page.getByRole('definition').filter({ hasText: reason })).toBeVisible();
  const seen = await realInfo(request, user);
  expect(seen).toMatchObject({ status: 'rejected', submission: { rejectReason: reason } });
});

test('support answers feedback, and the user reads the answer', async ({ page, request }, info) => {
  const user = await newApplicant(request);
  const content = `The report page does not load on my phone (${info.project.name} ${Date.now()})`;
  const sent = await callApi(
    request,
    feedbackApi.create,
    { body: { category: 'problem', content, image: await uploadAs(request, user, 'screen.png') } },
    { token: user.token },
  );
  const item = (await sent.json()).data as { id: number };

  await startSignedIn(page, request);
  await page.goto('/admin/users');
  await goTo(page, /^Feedback$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  const card = page.getByRole('article', { name: `Feedback #${item.id} · Problem with the site` });
  await expect(card).toContainText(content);
  await expect(card).toContainText(user.email);

  // The attached image is a thumbnail that opens larger on the page.
  const imageName = `Image sent with feedback #${item.id}`;
  await card.getByRole('link', { name: `Open ${imageName} full size` }).click();
  const preview = page.getByRole('dialog', { name: imageName });
  await expect(preview.getByRole('img', { name: imageName })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toHaveCount(0);

  await card.getByRole('button', { name: 'Send answer' }).click();
  await expect(card.getByText('Please enter the answer')).toBeVisible();
  const answer = 'Thank you. We fixed the page; please reload it.';
  await card.getByLabel(/^Answer/).fill(answer);
  await card.getByRole('button', { name: 'Send answer' }).click();
  // Answered items leave the queue of open ones.
  await expect(card).toHaveCount(0);
  await page.getByLabel('Status').selectOption('answered');
  await expect(page.getByRole('article', { name: `Feedback #${item.id} · Problem with the site` })).toContainText(
    answer,
  );
  await shot(page, 'feedback');

  const mine = await (
    await callApi(request, feedbackApi.findMine, { query: { page: 1, size: 10 } }, { token: user.token })
  ).json();
  expect(mine.data.rows).toEqual([expect.objectContaining({ id: item.id, status: 'answered', answer })]);
});
