// Market news in a DOM: a new item refused without its title and reason (nothing sent), an unknown symbol the server
// names put on the Symbols field, the saved item listed as typed (markup shown as text); an item deleted only with a
// reason; a reviewer reads the list without a way to change it; in Chinese too.
import { type adminNewsView, marketAdminApi, type newsEditBody, type z } from '@platform/contracts';
import { fieldError, handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST, operatorWith, renderAdmin, rowWith } from '../../testing/render-admin.tsx';

type AdminNews = z.infer<typeof adminNewsView>;

const MORNING: AdminNews = {
  id: 1,
  title: 'Morning note',
  summary: 'Futures point higher',
  body: 'Futures point higher before the open.',
  symbols: ['ACME'],
  source: 'Desk',
  publishedAt: '2026-11-28T08:00:00.000Z',
  published: true,
  createdAt: '2026-11-28T08:00:00.000Z',
  updatedAt: '2026-11-28T08:00:00.000Z',
};

/** A server keeping news items as the real one does; it knows the symbols in `known` and no others. */
function newsServer(items: AdminNews[] = [], known = ['ACME', 'BKNG']) {
  let news = [...items];
  const view = (id: number, body: z.output<typeof newsEditBody>): AdminNews => ({
    id,
    title: body.title,
    summary: body.summary,
    body: body.body,
    symbols: body.symbols,
    source: body.source ?? null,
    publishedAt: body.published ? '2026-11-28T12:00:00.000Z' : null,
    published: body.published,
    createdAt: '2026-11-28T12:00:00.000Z',
    updatedAt: '2026-11-28T12:00:00.000Z',
  });
  return [
    handle(marketAdminApi.news, () => ({ rows: news, total: news.length })),
    handle(marketAdminApi.createNews, ({ body }) => {
      const index = body.symbols.findIndex((symbol) => !known.includes(symbol));
      if (index >= 0) {
        const message = `Unknown symbol: ${body.symbols[index]}`;
        return refuse(400, message, [{ field: `symbols.${index}`, message }]);
      }
      const made = view(news.length + 1, body);
      news = [made, ...news];
      return made;
    }),
    handle(marketAdminApi.deleteNews, ({ params }) => {
      news = news.filter((item) => item.id !== params.id);
      return null;
    }),
  ];
}

describe('market news', () => {
  it('refuses an item without title, text and reason, puts an unknown symbol on its field, lists it as typed', async () => {
    const { user, api } = await renderAdmin('/market/news', { api: newsServer(), viewport: 'desktop' });
    expect(await screen.findByText('No market news yet', undefined, FIRST)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New news item' }));
    const form = await screen.findByRole('dialog', { name: 'New news item' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(fieldError(within(form).getByLabelText(/^Title/))).toBe('Please enter a title');
    expect(fieldError(within(form).getByLabelText(/^Text/))).toBe('Please enter the text');
    expect(fieldError(within(form).getByLabelText(/^Reason/))).toBe('Please enter a reason');
    expect(api.callsTo(marketAdminApi.createNews)).toHaveLength(0);

    // Pasted rather than typed key by key: the form redraws on every key, which a busy machine feels.
    const fill = async (label: RegExp, text: string) => {
      const field = within(form).getByLabelText(label);
      await user.clear(field);
      await user.click(field);
      await user.paste(text);
      return field;
    };
    await fill(/^Title/, 'Booking ahead of results');
    await fill(/^Summary/, 'Quarterly <b>results</b> ahead');
    await fill(/^Text/, 'Booking reports on Thursday.\nAnalysts expect growth.');
    const symbols = await fill(/^Symbols/, 'bkng, NOPE');
    await fill(/^Source/, 'E2E desk');
    // Mantine draws the switch over a hidden input: click its label, then read the input's state.
    await user.click(within(form).getByText('Published', { exact: true }));
    expect((within(form).getByRole('switch', { name: /^Published/ }) as HTMLInputElement).checked).toBe(true);
    await fill(/^Reason/, 'Morning note');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldError(symbols)).toBe('Unknown symbol: NOPE'));

    await fill(/^Symbols/, 'bkng');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New news item' })).toBeNull());
    expect(api.callsTo(marketAdminApi.createNews).at(-1)!.body).toEqual({
      title: 'Booking ahead of results',
      summary: 'Quarterly <b>results</b> ahead',
      body: 'Booking reports on Thursday.\nAnalysts expect growth.',
      symbols: ['BKNG'],
      source: 'E2E desk',
      published: true,
      reason: 'Morning note',
    });
    const row = await rowWith('Booking ahead of results');
    expect(row.textContent).toContain('Published');
    expect(row.textContent).toContain('BKNG');
    // Plain text: the markup is shown as typed, never made into elements.
    expect(row.textContent).toContain('Quarterly <b>results</b> ahead');
    expect(row.querySelector('b')).toBeNull();
  });

  it('deletes an item only with a reason, after a confirm naming it', async () => {
    const { user, api } = await renderAdmin('/market/news', { api: newsServer([MORNING]), viewport: 'desktop' });
    await user.click(await screen.findByRole('button', { name: 'Delete “Morning note”' }, FIRST));
    const confirm = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(confirm.textContent).toContain('Delete the news item “Morning note”?');
    await user.click(within(confirm).getByRole('button', { name: 'Ok' }));
    expect(fieldError(within(confirm).getByLabelText(/^Reason/))).toBe('Please enter a reason');
    expect(api.callsTo(marketAdminApi.deleteNews)).toHaveLength(0);

    await user.click(within(confirm).getByLabelText(/^Reason/));
    await user.paste('Superseded');
    await user.click(within(confirm).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Prompt' })).toBeNull());
    expect(await screen.findByText('No market news yet')).toBeTruthy();
    expect(api.callsTo(marketAdminApi.deleteNews)).toEqual([
      { params: { id: 1 }, query: undefined, body: { reason: 'Superseded' } },
    ]);
  });

  it('lets a reviewer read the news but not write, edit or delete it', async () => {
    await renderAdmin('/market/news', {
      operator: operatorWith(['reviewer']),
      api: newsServer([MORNING]),
      viewport: 'desktop',
    });
    expect(await screen.findByText('Only admins can write, publish or delete news.', undefined, FIRST)).toBeTruthy();
    const row = await rowWith('Morning note');
    expect(row.textContent).toContain('ACME');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'New news item' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('is in Chinese, a missing reason and title too', async () => {
    const { user, api } = await renderAdmin('/market/news', {
      api: newsServer([{ ...MORNING, published: false, publishedAt: null }]),
      language: 'zh',
      viewport: 'desktop',
    });
    expect(await screen.findByRole('heading', { level: 1, name: '市场资讯' }, FIRST)).toBeTruthy();
    expect((await rowWith('Morning note')).textContent).toContain('草稿');
    await user.click(screen.getByRole('button', { name: '编辑“Morning note”' }));
    const form = await screen.findByRole('dialog', { name: '编辑资讯' });
    expect((within(form).getByLabelText(/^标题/) as HTMLInputElement).value).toBe('Morning note');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(fieldError(within(form).getByLabelText(/^原因/))).toBe('请输入原因');
    // The title's refusal in Chinese too (the contract's words come from the catalogue).
    await user.clear(within(form).getByLabelText(/^标题/));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(fieldError(within(form).getByLabelText(/^标题/))).toBe('请输入标题');
    expect(api.callsTo(marketAdminApi.updateNews)).toHaveLength(0);
  });
});
