// A stored image's thumbnail as rendered (server-side, no DOM); opening the dialog is the e2e journey's.
import { describe, expect, it, vi } from 'vitest';
import { i18n, staticHtml, withPageTexts } from '../../testing/static-render.tsx';
import { ImagePreview } from './image-preview.tsx';

await vi.hoisted(async () => (await import('@platform/ui')).installMemoryStorage());

const render = () => staticHtml(<ImagePreview url="blob:http://localhost/1" name="Image sent with feedback #3" />);

withPageTexts();

describe('an image preview', () => {
  it('is a thumbnail link to the full image that announces the dialog it opens', async () => {
    await i18n.changeLanguage('en');
    const html = render();
    expect(html).toContain('href="blob:http://localhost/1"');
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain('aria-label="Open Image sent with feedback #3 full size"');
    expect(html).toContain('alt="Image sent with feedback #3"');
    // The dialog is not in the page until it is opened.
    expect(html).not.toContain('role="dialog"');
    await i18n.changeLanguage('zh');
    expect(render()).toContain('aria-label="查看 Image sent with feedback #3 原图"');
    await i18n.changeLanguage('en');
  });
});
