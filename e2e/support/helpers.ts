import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { identityApi, MISSING_TEXT, systemApi } from '@platform/contracts';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { callApi } from './api.ts';

let counter = 0;
/** A fresh address per test and per project, so parallel runs never collide. */
export const freshEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter++}@e2e.test`.toLowerCase();

/** The newest six-digit code mailed to an address, from the development mailbox. */
export async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await callApi(request, systemApi.devMailbox, { query: { to: email } });
      const body = await res.json();
      code = /\b(\d{6})\b/.exec(body.data?.[0]?.text ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** A violation as a test reports it: the rule, its help, and each element by its selector and the start of its HTML. */
export interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string; html: string }[];
}

/**
 * axe's violations on the page as it is, run inside the page (the pages have no frames from other origins). axe is
 * loaded into a document once and kept there: the pages a sweep reaches within the app are judged without loading its
 * half a megabyte again (the Playwright builder sent it twice per run, a third of a sweep's time). Only violations
 * are gathered in full, and only what a report shows comes back.
 */
export async function axeViolations(page: Page, exclude: string[] = []): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (excluded) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const context = excluded.length > 0 ? { exclude: excluded.map((selector) => [selector]) } : document;
    const results = await axe.run(context, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.join(' '), html: n.html.slice(0, 120) })),
    }));
  }, exclude);
}

/** Fails the test with the list of axe violations on the page once its transitions have ended (a dialog fading in is
 * still partly transparent, and its colours would be judged half-drawn; it failed in CI that way). */
export async function expectAccessible(page: Page) {
  await page.evaluate(async () => {
    // A transition may start a frame or two after its element is shown (a dialog mounts transparent, then fades in),
    // so the page is judged once two frames in a row begin with none running.
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let round = 0; round < 20; round += 1) {
      await frame();
      const running = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
  // The page, not the toasts over it: a toast raised by a live event can fade in or out while axe reads the page, and
  // is judged half-drawn (it failed a CI run that way). The toast is the shared component's, the same on every page.
  const violations = await axeViolations(page, ['.mantine-Notifications-root']);
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`);
  expect(summary, 'axe violations').toEqual([]);
  await expectEveryTextTranslated(page);
}

/** No text on the page lacks its translation (the tests' build marks one as ⟦key⟧, see MISSING_TEXT). */
export async function expectEveryTextTranslated(page: Page) {
  const untranslated = await page.evaluate(
    (mark) => (document.body.innerText.match(new RegExp(`${mark}[^\\s⟧]*⟧`, 'g')) ?? []).slice(0, 10),
    MISSING_TEXT,
  );
  expect(untranslated, 'texts without a translation').toEqual([]);
}

/** Registers a user through the API (for journeys that start signed up). */
export async function registerByApi(request: APIRequestContext, inviteCode: string, password = 'journey-pass-1') {
  const email = freshEmail('api');
  await callApi(request, identityApi.getEmailCode, { body: { email } });
  const code = await mailedCode(request, email);
  const res = await callApi(request, identityApi.emailRegister, { body: { email, password, code, inviteCode } });
  expect(res.status()).toBe(200);
  return { email, password, user: (await res.json()).data };
}

/**
 * Records every text the page adds, from before it loads. Toasts close themselves after 2 s (spec §4), which a busy
 * machine can outlast between two steps; asserting on what was shown, not on what is still there, keeps tests honest.
 */
/** Records every text the page shows, kept across reloads of the tab (a toast raised just before a reload counts). */
export async function recordShownTexts(page: Page) {
  await page.addInitScript(() => {
    const key = '__shownTexts';
    let kept: string[] = [];
    try {
      kept = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
    } catch {
      // An opaque origin (about:blank) has no session storage: nothing was kept.
    }
    const shown = [...kept];
    Object.assign(window, { __shownTexts: shown });
    new MutationObserver((mutations) => {
      for (const m of mutations) for (const node of m.addedNodes) if (node.textContent) shown.push(node.textContent);
    }).observe(document, { childList: true, subtree: true });
    addEventListener('pagehide', () => {
      try {
        sessionStorage.setItem(key, JSON.stringify(shown.filter((text) => text.length <= 1_000)));
      } catch {
        // Nothing to keep on an opaque origin.
      }
    });
  });
}

export async function expectShown(page: Page, text: string) {
  await expect
    .poll(() =>
      page.evaluate(
        (t) => (window as unknown as { __shownTexts?: string[] }).__shownTexts?.some((s) => s.includes(t)) ?? false,
        text,
      ),
    )
    .toBe(true);
}
