// The news pages as a visitor uses them, beyond opening one item (content/published-content.dom.test.tsx): the list a
// page at a time by the address, nothing published yet, a list that fails and loads again on Try again, and the
// pages in Chinese (asked for in Chinese, back to the list). What is published is
// apps/server/src/features/content/content.test.ts's.
import { contentApi, type LatestNewsRowView } from '@platform/contracts';
import { handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NEWS } from '../../testing/fixtures.ts';
import { renderPortal } from '../../testing/render-portal.tsx';

const row = (id: number): LatestNewsRowView => ({
  id,
  language: 'en',
  title: `Notice number ${id}`,
  summary: `What changed in update ${id}.`,
  coverImage: null,
  publishedAt: '2026-03-02T09:00:00.000Z',
});
/** 12 items, 10 a page. */
const pageOf = (page: number) => {
  const all = Array.from({ length: 12 }, (_, i) => row(i + 1));
  return { rows: all.slice((page - 1) * 10, page * 10), total: all.length };
};

const titles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('link').textContent);

describe('the news list', () => {
  it('shows a page at a time, by the address: page 2 from the pager, and from the address alone', async () => {
    const { user, router, api } = await renderPortal('/news', {
      api: [handle(contentApi.news, ({ body }) => pageOf(body.page))],
    });
    await screen.findByText('Notice number 1');
    expect(titles()).toHaveLength(10);
    screen.getByText('12 in total');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Notice number 12');
    expect(titles()).toEqual(['Notice number 11', 'Notice number 12']);
    expect(router.state.location.search).toBe('?page=2');
    expect(api.callsTo(contentApi.news).map((call) => call.body)).toEqual([
      { page: 1, size: 10 },
      { page: 2, size: 10 },
    ]);

    // The address alone chooses the page (a link to it, the browser's back button).
    await router.navigate('/news');
    await screen.findByText('Notice number 1');
    await router.navigate('/news?page=2');
    await screen.findByText('Notice number 11');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('says when nothing is published yet, with no pager', async () => {
    await renderPortal('/news', { api: [handle(contentApi.news, { rows: [], total: 0 })] });
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No news has been published yet.');
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Page 1' })).toBeNull();
  });

  it("shows a list that fails with the server's reason, and loads it again on Try again", async () => {
    const { user, api } = await renderPortal('/news', {
      api: [
        handle(contentApi.news, ({ calls }) =>
          calls === 0 ? refuse(500, 'The service is busy') : { rows: [NEWS], total: 1 },
        ),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load this');
    expect(alert.textContent).toContain('The service is busy');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: NEWS.title });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.callsTo(contentApi.news)).toHaveLength(2);
  });

  it('in Chinese: the list and an item, and the way back to the list', async () => {
    const zh = {
      ...NEWS,
      language: 'zh' as const,
      title: '退款规则说明',
      body: '<p>大多数银行卡组织允许您在 120 天内提出争议。</p>',
    };
    const { user, router } = await renderPortal('/news', {
      language: 'zh',
      api: [handle(contentApi.news, { rows: [zh], total: 1 }), handle(contentApi.newsItem, zh)],
    });
    await screen.findByRole('heading', { level: 1, name: '新闻' });
    screen.getByText('共 1 条');
    await user.click(await screen.findByRole('link', { name: zh.title }));
    await screen.findByRole('heading', { level: 1, name: zh.title });
    screen.getByText('大多数银行卡组织允许您在 120 天内提出争议。');
    await user.click(screen.getByRole('link', { name: /全部新闻/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/news'));
  });
});
