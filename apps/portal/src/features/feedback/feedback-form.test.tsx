// The feedback form as rendered (server-side, no DOM) for a user who left a draft: it comes back with a notice.
// Saving while typing and clearing on sending are form-draft.test.ts's; the browser journey is the e2e's.
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderMarkup } from '../../testing/static-markup.tsx';
import { FeedbackForm } from './feedback-form.tsx';

// Local storage as the portal finds it when it loads: user 41 signed in, with a draft of this form; before any import.
await vi.hoisted(async () => {
  const { signedInStorage } = await import('../../testing/signed-in-storage.ts');
  (await import('@platform/ui')).installMemoryStorage(
    signedInStorage(41, [
      [
        'draft:feedback:41',
        JSON.stringify({ at: Date.now(), values: { category: '', content: 'The case page is slow on my phone' } }),
      ],
      ['draft:feedback:42', JSON.stringify({ at: Date.now(), values: { content: 'Someone else’s words' } })],
    ]),
  );
});

const render = () => renderMarkup(<FeedbackForm />);

describe('the feedback form with a draft', () => {
  it('starts from the signed-in user’s own draft and says so, with a way to start again', async () => {
    await i18n.changeLanguage('en');
    const html = render();
    expect(html).toContain('The case page is slow on my phone');
    expect(html).not.toContain('Someone else’s words');
    expect(html).toContain('What you typed earlier and did not send is back in the form.');
    expect(html).toContain('Discard and start again');
  });

  it('says it in Chinese too', async () => {
    await i18n.changeLanguage('zh');
    const html = render();
    await i18n.changeLanguage('en');
    expect(html).toContain('已恢复您之前填写但未提交的内容。');
    expect(html).toContain('放弃并重新填写');
  });
});
