// Referrals (issue 14 §3): a user shares their invite code, its link and the link's QR code; a friend scans it, lands
// on the install page, signs up with the code already filled in, and the inviter sees them join. No rewards anywhere.
// axe on the referral and install pages is the sweep's (accessibility.spec.ts); the list's paging and the install page's
// store buttons are component tests (apps/trade/src/features/referral/referrals.dom.test.tsx).
import { referralApi } from '@platform/contracts';
import {
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  type TestInfo,
  test,
} from '@playwright/test';
import jsQR from 'jsqr';
import { apiPath } from '../support/api.ts';
import { E2E } from '../support/constants.ts';
import { expectShown, freshEmail, recordShownTexts, registerByApi } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { mailedCodeFor, SUBJECT, signInByApi } from './support.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** A second browser of the same width, signed out: the friend's phone or computer. */
async function friendsBrowser(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent } = testInfo.project.use;
  return browser.newContext({
    baseURL: E2E.baseURL,
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    userAgent,
    serviceWorkers: 'block',
  });
}

/** Draws the rendered QR image into a canvas inside the page and decodes its pixels here with jsQR. */
async function decodeQr(image: Locator): Promise<string | undefined> {
  const { data, size } = await image.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const side = 400;
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, side, side);
    context.drawImage(img, 0, 0, side, side);
    return { data: Array.from(context.getImageData(0, 0, side, side).data), size: side };
  });
  return jsQR(Uint8ClampedArray.from(data), size, size)?.data;
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('a friend scans the invite QR code, installs, signs up with the code filled in, and the inviter sees them join', async ({
  page,
  context,
  request,
  browser,
}, testInfo) => {
  test.slow(); // two browsers and a sign-up through the UI
  const inviter = await registerByApi(request, E2E.inviteCode);
  const { user } = await signInByApi(context, request, inviter.email, inviter.password);
  await recordShownTexts(page);

  // Me → Invite friends.
  await page.goto('/me');
  const invite = page.getByRole('link', { name: 'Invite friends' });
  await expect(invite).toBeVisible();
  await shot(page, 'me');
  await invite.click();
  await expect(page).toHaveURL(/\/referrals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invite friends' })).toBeVisible();
  await expect(page.getByText('Inviting earns no reward')).toBeVisible();
  await expect(page.getByTestId('referral-count')).toHaveText('No one has joined with your code yet.');
  await expect(page.getByRole('list', { name: 'People who joined' })).toHaveCount(0);

  // The code, copied.
  await expect(page.getByTestId('referral-code')).toHaveText(user.inviteCode);
  await page.getByRole('button', { name: 'Copy invite code' }).click();
  await expectShown(page, 'Copy Success');
  expect(await clipboard(page)).toBe(user.inviteCode);

  // The link, copied: the install page with the code.
  const link = `${E2E.baseURL}/install?code=${user.inviteCode}`;
  await expect(page.getByTestId('referral-link')).toHaveText(link);
  await page.getByRole('button', { name: 'Copy invite link' }).click();
  await expect.poll(() => clipboard(page)).toBe(link);

  // The QR code, as a camera would read it.
  const qr = page.getByRole('img', { name: 'QR code of your invite link' });
  await expect(qr).toBeVisible();
  expect(await decodeQr(qr)).toBe(link);
  await shot(page, 'referrals-empty');

  // The friend opens the link, signed out.
  const friendContext = await friendsBrowser(browser, testInfo);
  try {
    const friend = await friendContext.newPage();
    await recordShownTexts(friend);
    await friend.goto(link);
    await expect(friend.getByRole('heading', { level: 1, name: 'Platform Trade' })).toBeVisible();
    await expect(friend.getByText('Markets, live quotes and charts')).toBeVisible();
    await expect(friend.getByTestId('install-invite')).toContainText(user.inviteCode);
    // No store listing is configured here: no store buttons at all, rather than dead ones.
    const installInfo = await friend.request.get(apiPath(referralApi.installInfo));
    expect((await installInfo.json()).data).toEqual({ iosUrl: null, androidUrl: null });
    await expect(friend.getByRole('heading', { name: 'Install the web app' })).toBeVisible();
    await expect(friend.getByRole('link', { name: /App Store|Google Play/ })).toHaveCount(0);
    await expect(friend.getByRole('heading', { name: 'Download the app' })).toHaveCount(0);
    // The header's own sign-up would lose the code: the page's buttons are the only ones.
    await expect(friend.getByRole('banner').getByRole('link', { name: 'Sign up' })).toHaveCount(0);

    // This browser made no install offer: "Install" shows how to add the app by hand.
    const install = friend.getByRole('button', { name: 'Install' });
    await expect(install).toHaveAttribute('aria-expanded', 'false');
    await install.click();
    await expect(install).toHaveAttribute('aria-expanded', 'true');
    await expect(friend.getByText('This browser has not offered to install the app here.')).toBeVisible();
    await expect(friend.getByText(/Add to Home Screen/).first()).toBeVisible();
    await shot(friend, 'install');

    // Sign up, the code already there.
    await expect(friend.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await friend.getByRole('link', { name: 'Sign up' }).click();
    await expect(friend).toHaveURL(new RegExp(`/register\\?inviteCode=${user.inviteCode}$`));
    await expect(friend.getByRole('textbox', { name: 'Invite code' })).toHaveValue(user.inviteCode);

    const email = freshEmail('trade-invitee');
    const password = 'invitee-pass-1';
    await friend.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await friend.getByRole('button', { name: 'Get OTP Code' }).click();
    await expectShown(friend, 'Send Success');
    await friend
      .getByRole('textbox', { name: 'Email verification code' })
      .fill(await mailedCodeFor(request, email, SUBJECT.signUp));
    await friend.getByLabel('New password').fill(password);
    await friend.getByLabel('Confirm password').fill(password);
    await friend.getByRole('button', { name: 'Sign up' }).click();
    await expectShown(friend, 'Register Success');
    await expect(friend).toHaveURL(/\/login$/);

    // The inviter sees who joined (their e-mail masked) and when.
    await page.reload();
    await expect(page.getByTestId('referral-count')).toHaveText('1 person has joined with your code.');
    const joined = page.getByRole('list', { name: 'People who joined' }).getByRole('listitem');
    await expect(joined).toHaveCount(1);
    await expect(joined.first()).toContainText(`${email[0]}***@e2e.test`);
    await expect(joined.first()).not.toContainText(email);
    await expect(joined.first()).toContainText(/Joined \S.*\d{4}$/);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await shot(page, 'referrals-joined');
  } finally {
    await friendContext.close();
  }
});
