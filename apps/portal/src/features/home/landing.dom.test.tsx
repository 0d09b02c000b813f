// The landing page and what every page of the portal does (moved from e2e/portal/landing.spec.ts): the honest landing
// content, the way in (`/` redirects to `/home`), the not-found page for unknown routes, every navigation starting at
// the top of the page, and the language switch. The accessibility sweep (e2e/portal/accessibility.spec.ts) runs axe on
// these pages in a browser.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { landingLists, NEWS } from '../../testing/fixtures.ts';
import { renderPortal } from '../../testing/render-portal.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the landing page', () => {
  it.each(['phone', 'desktop'] as const)(
    'is where / leads at a %s width: the honest landing page with its steps, promises and official places to report fraud',
    async (viewport) => {
      const { router } = await renderPortal('/', { api: landingLists(), viewport });
      expect(router.state.location.pathname).toBe('/home');
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
        'Mediation for disputes with merchants, platforms and firms',
      );
      await waitFor(() => expect(document.title).toBe('Home · Mediation Portal'));

      const steps = within(screen.getByRole('region', { name: 'How mediation works' })).getAllByRole('listitem');
      expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
        'Application',
        'Review',
        'Mediation',
        'Agreement',
        'Settlement',
      ]);
      screen.getByRole('heading', { name: 'No upfront fees' });
      screen.getByRole('heading', { name: 'No promise of recovery' });

      const report = screen.getByRole('region', { name: 'Report fraud for free' });
      expect(within(report).getByRole('link', { name: 'Federal Trade Commission (FTC)' }).getAttribute('href')).toBe(
        'https://reportfraud.ftc.gov/',
      );
      const hrefs = within(report)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href') ?? '');
      for (const host of ['www.fca.org.uk', 'www.sec.gov', 'asic.gov.au', 'www.finra.org']) {
        expect(
          hrefs.filter((href) => href.startsWith(`https://${host}/`)),
          host,
        ).toHaveLength(1);
      }
      // The latest news links to the item (moved from published-content.spec.ts).
      const latest = screen.getByRole('region', { name: 'Latest news' });
      expect((await within(latest).findByRole('link', { name: NEWS.title })).getAttribute('href')).toBe(
        `/news/detail/${NEWS.id}`,
      );
    },
  );

  it('turns into Simplified Chinese with the language switch, and remembers it', async () => {
    const { user } = await renderPortal('/home', { api: landingLists() });
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: /^Language:/ }));
    await user.click(await screen.findByRole('menuitem', { name: '简体中文', hidden: true }, { timeout: 5_000 }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      '为您与商家、平台和公司之间的纠纷提供调解',
    );
    await waitFor(() => expect(document.documentElement.getAttribute('lang')).toBe('zh-CN'));
    expect(localStorage.getItem('language')).toBe('zh');
  });
});

describe('every page', () => {
  it('shows the not-found page for an unknown route, which leads home', async () => {
    const { user, router } = await renderPortal('/no/such/page', { api: landingLists() });
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('starts at the top of the page on every navigation, also to the page already shown or a typed address', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user, router } = await renderPortal('/home', { api: landingLists() });
    await screen.findByRole('heading', { level: 1 });
    scrollTo.mockClear();
    // The sticky header's logo links to the page already shown: only the reset brings it back to the top.
    await user.click(screen.getAllByRole('link', { name: 'Mediation Portal' })[0]!);
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    scrollTo.mockClear();
    await router.navigate('/home?from=address-bar');
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });
});
