// The grouped navigation as rendered (server-side, no DOM): which groups are open on a page.
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n.ts';
import { NavMenu } from './nav-menu.tsx';
import { navigation } from './navigation.ts';

// The back office's modules read local storage as they load (the session, the language): a stand-in, before any import,
// holding an admin's session (the menu shows an operator only what their roles may use: navigation.test.ts).
vi.hoisted(() => {
  const stored = new Map<string, string>([
    ['admin.token', 'token'],
    ['admin.user', JSON.stringify({ userId: 1, username: 'admin', email: 'admin@example.com', roles: ['admin'] })],
  ]);
  globalThis.localStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  } as Storage;
});

const menuAt = (path: string) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <MemoryRouter initialEntries={[path]}>
          <NavMenu />
        </MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  );

/** Each group's disclosure button: whether it is expanded, and whether its list is hidden (flat groups have none). */
function groups(html: string) {
  return navigation
    .filter(({ flat }) => !flat)
    .map(({ group }) => ({
      group,
      expanded: new RegExp(
        `id="nav-${group}"[^>]*aria-expanded="true"|aria-expanded="true"[^>]*id="nav-${group}"`,
      ).test(html),
      hidden: new RegExp(`<ul[^>]*id="nav-${group}-links"[^>]*hidden`).test(html),
    }));
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

describe('the back office navigation', () => {
  it('opens the group of the current page only, the others folded but in the page', () => {
    const html = menuAt('/audit');
    expect(
      groups(html)
        .filter((g) => g.expanded)
        .map((g) => g.group),
    ).toEqual(['operations']);
    expect(
      groups(html)
        .filter((g) => !g.hidden)
        .map((g) => g.group),
    ).toEqual(['operations']);
    // Every entry is there, behind its group's button, for the keyboard to reach once the group opens.
    for (const { items } of navigation) for (const item of items) expect(html).toContain(`href="${item.to}"`);
    expect(html).toMatch(/aria-controls="nav-content-links"/);
  });

  it('keeps the operator’s own work in sight above the groups, on every page', () => {
    const html = menuAt('/audit');
    expect(html).toMatch(/<ul aria-label="Work"[^>]*><li><a[^>]*href="\/work"/);
    expect(html.indexOf('href="/work"')).toBeLessThan(html.indexOf('id="nav-mediation"'));
  });

  it('opens the group of a page below an entry', () => {
    expect(groups(menuAt('/cases/12')).find((g) => g.expanded)?.group).toBe('mediation');
  });

  it('names the groups in Chinese', async () => {
    await i18n.changeLanguage('zh');
    const html = menuAt('/support');
    await i18n.changeLanguage('en');
    for (const name of ['调解', '资金', '交易', '内容发布', '运营']) expect(html).toContain(name);
  });
});
