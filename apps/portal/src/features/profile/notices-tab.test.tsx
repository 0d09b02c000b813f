// The Notifications tab as rendered (server-side, no DOM): a switch per kind of case notice with its plain label,
// the required ones on, fixed and marked "Always sent", in English and Chinese. Flipping one is the e2e journey's.

import { CASE_NOTICE_KINDS, type NoticePreferenceView, REQUIRED_CASE_NOTICES } from '@platform/contracts';
import { markupWords } from '@platform/ui';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderMarkup } from '../../testing/static-markup.tsx';
import { noticePreferencesQuery } from './notices-api.ts';
import { NoticesTab } from './notices-tab.tsx';

// The portal's modules read local storage as they load (the session, the language): a stand-in, before any import.
await vi.hoisted(async () => (await import('@platform/ui')).installMemoryStorage());

/** Every kind on, as for a new user, but new messages turned off. */
const preferences: NoticePreferenceView[] = CASE_NOTICE_KINDS.map((kind) => ({
  kind,
  email: kind !== 'new_message',
  required: REQUIRED_CASE_NOTICES.includes(kind),
}));

function render() {
  const client = new QueryClient();
  client.setQueryData(noticePreferencesQuery().queryKey, preferences);
  return renderMarkup(<NoticesTab />, client);
}
const words = markupWords;
/** Each switch's input tag, in order. */
const switches = (html: string) => [...html.matchAll(/<input[^>]*role="switch"[^>]*>/g)].map((m) => m[0]);

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the Notifications tab', () => {
  it('lists a switch per kind with a plain label, on unless turned off', () => {
    const html = render();
    const shown = words(html);
    expect(shown).toContain('E-mail notifications');
    for (const label of [
      'Your case is accepted',
      'A new message in your case',
      'A deadline is near',
      'Your case is closed',
    ])
      expect(shown).toContain(label);
    const inputs = switches(html);
    expect(inputs).toHaveLength(CASE_NOTICE_KINDS.length);
    const message = inputs[CASE_NOTICE_KINDS.indexOf('new_message')]!;
    expect(message).not.toMatch(/\schecked=""/);
    expect(message).not.toMatch(/\sdisabled=""/);
    expect(inputs[CASE_NOTICE_KINDS.indexOf('report_published')]).toMatch(/\schecked=""/);
  });

  it('shows the required kinds on and fixed, each marked "Always sent"', () => {
    const html = render();
    const inputs = switches(html);
    for (const kind of REQUIRED_CASE_NOTICES) {
      const input = inputs[CASE_NOTICE_KINDS.indexOf(kind)]!;
      expect(input).toMatch(/\schecked=""/);
      expect(input).toMatch(/\sdisabled=""/);
    }
    expect(words(html).match(/Always sent/g)).toHaveLength(REQUIRED_CASE_NOTICES.length);
  });

  it('reads in Chinese', async () => {
    await i18n.changeLanguage('zh');
    const shown = words(render());
    for (const text of ['邮件通知', '案件中有新消息', '始终发送', '案件已结案']) expect(shown).toContain(text);
  });
});
