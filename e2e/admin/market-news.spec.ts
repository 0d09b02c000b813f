import { marketAdminApi, marketApi } from '@platform/contracts';
import { expect, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { adminToken, goTo, logInAsAdmin, rowWith } from './support.ts';

interface News {
  id: number;
  title: string;
}

test('an admin publishes a news item, the public feed shows it, and the admin deletes it', async ({
  page,
  request,
}, info) => {
  const title = `E2E market note ${Date.now().toString(36)} ${info.project.name}`;
  const token = await adminToken(request);
  const publicTitles = async () => {
    const res = await callApi(request, marketApi.news, { query: { pageSize: 50 } });
    return ((await res.json()).data.rows as News[]).map((n) => n.title);
  };

  try {
    await logInAsAdmin(page);
    await goTo(page, /^Market news$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Market news' })).toBeVisible();

    await page.getByRole('button', { name: 'New news item' }).click();
    const form = page.getByRole('dialog', { name: 'New news item' });
    // Title, text and reason are required.
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Please enter a title')).toBeVisible();
    await expect(form.getByText('Please enter a reason')).toBeVisible();

    await form.getByLabel(/^Title/).fill(title);
    // Texts are plain text: markup is shown as typed, never run.
    await form.getByLabel(/^Summary/).fill('Quarterly <b>results</b> ahead');
    await form.getByLabel(/^Text/).fill('Booking reports on Thursday.\nAnalysts expect growth.');
    await form.getByLabel(/^Symbols/).fill('bkng, NOPE');
    await form.getByLabel(/^Source/).fill('E2E desk');
    // Mantine draws the switch over a hidden input: click its label, then read the input's state.
    await form.getByText('Published', { exact: true }).click();
    await expect(form.getByRole('switch', { name: /^Published/ })).toBeChecked();
    await form.getByLabel(/^Reason/).fill('Morning note');
    await form.getByRole('button', { name: 'Save' }).click();
    // An unknown symbol is refused on its field.
    await expect(form.getByText('Unknown symbol: NOPE')).toBeVisible();
    await form.getByLabel(/^Symbols/).fill('bkng');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();

    const row = rowWith(page, title);
    await expect(row).toContainText('Published');
    await expect(row).toContainText('BKNG');
    await expect(row).toContainText('Quarterly <b>results</b> ahead');

    await expect.poll(publicTitles).toContain(title);
    // The trade app opens the item by its id, and says so once it is gone.
    const rows = (await (await callApi(request, marketApi.news, { query: { pageSize: 50 } })).json()).data
      .rows as News[];
    const reader = await page.context().newPage();
    await reader.goto(`/news/${rows.find((n) => n.title === title)?.id}`);
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(reader.getByText('Analysts expect growth.')).toBeVisible();

    await row.getByRole('button', { name: `Delete “${title}”` }).click();
    const confirm = page.getByRole('dialog', { name: 'Prompt' });
    await expect(confirm).toContainText(title);
    await confirm.getByLabel(/^Reason/).fill('Superseded');
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await expect(confirm).toBeHidden();
    await expect(rowWith(page, title)).toHaveCount(0);
    expect(await publicTitles()).not.toContain(title);
    await reader.reload();
    await expect(reader.getByText('This news item is not available.')).toBeVisible();
  } finally {
    // Leave nothing behind if a step failed after the item was created.
    const res = await callApi(request, marketAdminApi.news, { query: { pageSize: 100 } }, { token: `Bearer ${token}` });
    for (const item of ((await res.json()).data.rows as News[]).filter((n) => n.title === title)) {
      await callApi(
        request,
        marketAdminApi.deleteNews,
        { params: { id: item.id }, body: { reason: 'E2E clean-up' } },
        { token: `Bearer ${token}` },
      );
    }
  }
});
