// The dev mailbox in a DOM: the emails kept, each with its recipient and text as sent; searched by the address typed
// and asked again on Refresh; a server that sends real email says the mailbox is off, in Chinese too; an operator who
// is not an admin is told so, and stays signed in (its endpoint is admins only).
import { type MailView, systemApi } from '@platform/contracts';
import { handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST, operatorWith, renderAdmin } from '../../testing/render-admin.tsx';

const MAILS: MailView[] = [
  {
    to: 'lucy@example.com',
    subject: 'Your verification code',
    text: 'Your code is 482913.\nIt expires in 10 minutes.',
    createdAt: '2026-11-28T09:05:00.000Z',
  },
  {
    to: 'ana@example.com',
    subject: 'Welcome',
    text: 'Thanks for signing up.',
    createdAt: '2026-11-28T09:00:00.000Z',
  },
];

/** The development server's mailbox: every email kept, or one recipient's. */
const mailbox = handle(systemApi.findMails, ({ query }) => MAILS.filter((mail) => !query.to || mail.to === query.to));

describe('the dev mailbox', () => {
  it('shows each email as sent, finds one recipient’s, and asks again on Refresh', async () => {
    const { user, api } = await renderAdmin('/mailbox', { api: [mailbox], viewport: 'desktop' });
    const code = (await screen.findByRole('heading', { name: 'Your verification code' }, FIRST)).closest('article')!;
    expect(screen.getByText('The newest 2 emails')).toBeTruthy();
    expect(code.textContent).toContain('To: lucy@example.com');
    expect(within(code).getByText(/Your code is 482913\./).textContent).toBe(MAILS[0]!.text);
    expect(screen.getAllByRole('article').map((mail) => within(mail).getByRole('heading').textContent)).toEqual([
      'Your verification code',
      'Welcome',
    ]);

    await user.type(screen.getByRole('searchbox', { name: 'Recipient address' }), 'ana@example.com{Enter}');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Your verification code' })).toBeNull());
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(screen.getByText('The newest 1 emails')).toBeTruthy();
    expect(api.callsTo(systemApi.findMails).at(-1)!.query).toEqual({ to: 'ana@example.com' });

    const before = api.callsTo(systemApi.findMails).length;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.callsTo(systemApi.findMails)).toHaveLength(before + 1));
    expect(api.callsTo(systemApi.findMails).at(-1)!.query).toEqual({ to: 'ana@example.com' });
  });

  it('says in Chinese that the mailbox is off on a server that sends real email', async () => {
    await renderAdmin('/mailbox', {
      api: [handle(systemApi.findMails, refuse(404, 'Not found'))],
      language: 'zh',
      viewport: 'desktop',
    });
    expect(await screen.findByText('开发邮箱未开启', undefined, FIRST)).toBeTruthy();
    expect(screen.getByText('此服务器发送真实邮件（生产环境或已配置SMTP服务器），因此这里不保存邮件。')).toBeTruthy();
    expect(screen.queryByRole('searchbox', { name: '收件地址' })).toBeNull();
  });

  it('tells an operator who is not an admin that it is for admins, and asks nothing', async () => {
    const { api, router } = await renderAdmin('/mailbox', {
      api: [mailbox],
      operator: operatorWith(['support']),
      viewport: 'desktop',
    });
    expect(await screen.findByText('Only admins read the development mailbox.', undefined, FIRST)).toBeTruthy();
    expect(api.callsTo(systemApi.findMails)).toEqual([]);
    expect(router.state.location.pathname).toBe('/mailbox');
  });
});
