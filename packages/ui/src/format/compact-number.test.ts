import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { CompactNumber } from './compact-number.tsx';

async function render(language: 'en' | 'zh', value: string | number) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: language, resources: {} });
  return renderToStaticMarkup(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(MantineProvider, null, createElement(CompactNumber, { value })),
    ),
  );
}

describe('CompactNumber', () => {
  it('abbreviates in the reader’s units, keeps the full value for the tooltip, and is reachable by keyboard', async () => {
    const en = await render('en', '3450000000000');
    expect(en).toMatch(/<abbr[^>]*tabindex="0"[^>]*data-full="3,450,000,000,000"[^>]*>3\.45T<\/abbr>/);
    expect(en).toContain('tabular-nums');
    const zh = await render('zh', 7_730_000);
    expect(zh).toMatch(/<abbr[^>]*data-full="7,730,000"[^>]*>773\.00万<\/abbr>/);
  });

  it('shows a small figure whole, with nothing to hover', async () => {
    const html = await render('en', 999);
    expect(html).not.toContain('<abbr');
    expect(html).toMatch(/>999<\/span>/);
  });
});
