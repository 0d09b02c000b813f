// Announcements in a DOM: an empty form refused field by field (nothing sent, no confirmation); the confirmation says
// who receives it before anything goes, then the sent one is listed with its reach and the form is cleared; the
// server's refusal of a field shown on it; an operator who is not an admin told so in Chinese, unasked.
import { type Announcement, inboxAdminApi } from '@platform/contracts';
import { fieldError, handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST, operatorWith, renderAdmin, rowWith, sortsFromHeading } from '../../testing/render-admin.tsx';

const BODY = 'Markets close early on Friday.\nPending day orders expire at the early close.';

/** A server sending announcements as the real one does: each reaches `recipients` customers, sent by the admin. */
function announcementsServer(recipients = 1_234, earlier: Announcement[] = []) {
  let sent = earlier;
  return [
    handle(inboxAdminApi.announcements, () => ({ rows: sent, total: sent.length })),
    handle(inboxAdminApi.announce, ({ body }) => {
      const made: Announcement = {
        id: sent.length + 1,
        ...body,
        recipients,
        sentBy: 'admin',
        createdAt: '2026-11-28T12:00:00.000Z',
      };
      sent = [made, ...sent];
      return made;
    }),
  ];
}

describe('announcements', () => {
  it('refuses an empty form on each field, with no confirmation and nothing sent', async () => {
    const { user, api } = await renderAdmin('/announcements', { api: announcementsServer(), viewport: 'desktop' });
    await user.click(await screen.findByRole('button', { name: 'Review and send' }, FIRST));
    expect(await screen.findByText('Please choose who receives it')).toBeTruthy();
    expect(fieldError(screen.getByLabelText(/^Title/))).toBe('Please enter the title');
    expect(fieldError(screen.getByLabelText(/^Message/))).toBe('Please enter the message');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo(inboxAdminApi.announce)).toHaveLength(0);

    // A message counts its characters, and the field's error goes once it has one.
    await user.type(screen.getByLabelText(/^Message/), 'Closed on Monday.');
    expect(screen.getByText('17 of 2000 characters')).toBeTruthy();
    expect(fieldError(screen.getByLabelText(/^Message/))).toBeNull();
  });

  it('says who receives it before sending, then lists it with its reach and clears the form', async () => {
    const { user, api } = await renderAdmin('/announcements', { api: announcementsServer(), viewport: 'desktop' });
    expect(await screen.findByText('No announcements have been sent yet', undefined, FIRST)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /^All customers/ }));
    await user.type(screen.getByLabelText(/^Title/), '  Early close  ');
    await user.click(screen.getByLabelText(/^Message/));
    await user.paste(BODY);
    await user.click(screen.getByRole('button', { name: 'Review and send' }));

    const confirm = await screen.findByRole('dialog', { name: 'Send this announcement?' });
    expect(confirm.textContent).toContain('All customers · Every active customer');
    expect(confirm.textContent).toContain('Early close');
    expect(confirm.textContent).toContain('Sending cannot be undone');
    expect(api.callsTo(inboxAdminApi.announce)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Send announcement' }));

    expect(await screen.findByText('Announcement sent')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(inboxAdminApi.announce)[0]!.body).toEqual({ audience: 'all', title: 'Early close', body: BODY });
    const cells = within(await rowWith('Early close')).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      expect.any(String),
      'All customers',
      `Early close${BODY}`,
      '1,234',
      'admin',
    ]);
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('radio', { name: /^All customers/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('sorts the sent ones from the time and reach headings', async () => {
    const earlier: Announcement = {
      id: 1,
      audience: 'en',
      title: 'Holiday hours',
      body: 'Closed on Monday.',
      recipients: 12,
      sentBy: 'admin',
      createdAt: '2026-11-27T12:00:00.000Z',
    };
    const rendered = await renderAdmin('/announcements', {
      api: announcementsServer(1_234, [earlier]),
      viewport: 'desktop',
    });
    await sortsFromHeading(rendered, inboxAdminApi.announcements, /^Sent$/, '-createdAt');
    await sortsFromHeading(rendered, inboxAdminApi.announcements, /^Recipients/, '-recipients');
  });

  it('sends nothing when the confirmation is cancelled, and shows a field the server refuses on it', async () => {
    const { user, api } = await renderAdmin('/announcements', {
      api: [
        ...announcementsServer(),
        handle(
          inboxAdminApi.announce,
          refuse(400, 'The title can be at most 80 characters', [
            { field: 'title', message: 'The title can be at most 80 characters' },
          ]),
        ),
      ],
      viewport: 'desktop',
    });
    await user.click(await screen.findByRole('radio', { name: /^Chinese-speaking/ }, FIRST));
    await user.type(screen.getByLabelText(/^Title/), 'Holiday hours');
    await user.type(screen.getByLabelText(/^Message/), 'Closed on Monday.');
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send this announcement?' });
    expect(confirm.textContent).toContain('Chinese-speaking · Active customers whose language is Chinese');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(inboxAdminApi.announce)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Send this announcement?' })).getByRole('button', {
        name: 'Send announcement',
      }),
    );
    await waitFor(() =>
      expect(fieldError(screen.getByLabelText(/^Title/))).toBe('The title can be at most 80 characters'),
    );
    expect(api.callsTo(inboxAdminApi.announce)[0]!.body).toMatchObject({ audience: 'zh', title: 'Holiday hours' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('Closed on Monday.');
  });

  it('tells an operator who is not an admin, in Chinese, that only admins send them, and asks nothing', async () => {
    const { api } = await renderAdmin('/announcements', {
      operator: operatorWith(['reviewer']),
      language: 'zh',
      viewport: 'desktop',
    });
    expect(await screen.findByRole('heading', { level: 1, name: '公告' }, FIRST)).toBeTruthy();
    expect(screen.getByText('只有管理员可以发送和查看公告。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '检查并发送' })).toBeNull();
    expect(api.callsTo(inboxAdminApi.announcements)).toHaveLength(0);
  });
});
