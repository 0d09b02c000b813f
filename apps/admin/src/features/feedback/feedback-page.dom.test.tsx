// Feedback in a DOM: the queue opens on what waits for an answer, each item with who wrote it (a user linked to their
// page, or a contact-form sender with a hint to answer by e-mail too) and its image opened larger on the page; an
// answer needed before anything is sent, then the item leaves the open queue and shows its answer; a refusal on its
// field; a mediator told in Chinese that support staff and admins answer, unasked.
import { type AdminFeedbackView, feedbackAdminApi, filesApi } from '@platform/contracts';
import { fieldError, handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST, operatorWith, renderAdmin } from '../../testing/render-admin.tsx';

const IMAGE = '/file/3a2b1c0d-4e5f-4a6b-8c7d-9e0f1a2b3c4d.png';

const PROBLEM: AdminFeedbackView = {
  id: 5,
  category: 'problem',
  content: 'The report page does not load on my phone.',
  contact: '+44 20 7946 0000',
  image: IMAGE,
  status: 'open',
  answer: null,
  answeredAt: null,
  createdAt: '2026-11-28T09:00:00.000Z',
  userId: 100_042,
  userEmail: 'lucy@example.com',
  name: null,
  email: null,
  subject: null,
  answeredBy: null,
};

const CONTACT: AdminFeedbackView = {
  ...PROBLEM,
  id: 6,
  category: 'contact',
  content: 'Do you handle disputes with crypto exchanges?',
  contact: null,
  image: null,
  userId: null,
  userEmail: null,
  name: 'Ana',
  email: 'ana@example.com',
  subject: 'Crypto exchanges',
};

/** A server holding two open items, answering them as the real one does. */
function feedbackServer() {
  let items = [PROBLEM, CONTACT];
  return [
    handle(feedbackAdminApi.find, ({ query }) => {
      const rows = items.filter((item) => !query.status || item.status === query.status);
      return { rows, total: rows.length };
    }),
    handle(feedbackAdminApi.answer, ({ params, body }) => {
      items = items.map((item) =>
        item.id === params.id
          ? {
              ...item,
              status: 'answered',
              answer: body.answer,
              answeredBy: 'admin',
              answeredAt: '2026-11-28T10:00:00.000Z',
            }
          : item,
      );
      return items.find((item) => item.id === params.id)!;
    }),
    handle(filesApi.file, new Blob(['not really a png'], { type: 'image/png' })),
  ];
}

const card = (name: string) => screen.findByRole('article', { name }, FIRST);

describe('feedback', () => {
  it('opens on what waits for an answer, with who wrote it and the image opened larger on the page', async () => {
    const { user, api } = await renderAdmin('/feedback', { api: feedbackServer(), viewport: 'desktop' });
    const problem = await card('Feedback #5 · Problem with the site');
    expect(api.callsTo(feedbackAdminApi.find)[0]!.query).toMatchObject({ status: 'open', page: 1 });
    expect(problem.textContent).toContain('The report page does not load on my phone.');
    expect(problem.textContent).toContain('+44 20 7946 0000');
    expect(within(problem).getByRole('link', { name: 'lucy@example.com' }).getAttribute('href')).toBe('/users/100042');
    expect(problem.textContent).toContain('The user reads this in the portal.');

    const contact = await card('Feedback #6 · Contact form');
    expect(contact.textContent).toContain('Ana <ana@example.com> (contact form)');
    expect(contact.textContent).toContain('Crypto exchanges');
    expect(contact.textContent).toContain('answer by e-mail as well');

    const imageName = 'Image sent with feedback #5';
    await user.click(await within(problem).findByRole('link', { name: `Open ${imageName} full size` }));
    const preview = await screen.findByRole('dialog', { name: imageName });
    expect(within(preview).getByRole('img', { name: imageName })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('needs an answer before sending, then the item leaves the open queue and shows its answer', async () => {
    const { user, api } = await renderAdmin('/feedback', { api: feedbackServer(), viewport: 'desktop' });
    const problem = await card('Feedback #5 · Problem with the site');
    await user.click(within(problem).getByRole('button', { name: 'Send answer' }));
    expect(fieldError(within(problem).getByLabelText(/^Answer/))).toBe('Please enter the answer');
    expect(api.callsTo(feedbackAdminApi.answer)).toHaveLength(0);

    await user.type(within(problem).getByLabelText(/^Answer/), '  Thank you. We fixed the page; please reload it. ');
    await user.click(within(problem).getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Answer sent')).toBeTruthy();
    expect(api.callsTo(feedbackAdminApi.answer)).toEqual([
      { params: { id: 5 }, query: undefined, body: { answer: 'Thank you. We fixed the page; please reload it.' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('article', { name: /^Feedback #5/ })).toBeNull());

    await user.selectOptions(screen.getByLabelText('Status'), 'answered');
    const answered = await card('Feedback #5 · Problem with the site');
    expect(answered.textContent).toContain('Thank you. We fixed the page; please reload it.');
    expect(answered.textContent).toMatch(/Answered by admin on /);
    expect(within(answered).queryByRole('button', { name: 'Send answer' })).toBeNull();
  });

  it('shows the server’s refusal of an answer on its field', async () => {
    const { user } = await renderAdmin('/feedback', {
      api: [
        ...feedbackServer(),
        handle(
          feedbackAdminApi.answer,
          refuse(400, 'The text can be at most 2000 characters', [
            { field: 'answer', message: 'The text can be at most 2000 characters' },
          ]),
        ),
      ],
      viewport: 'desktop',
    });
    const contact = await card('Feedback #6 · Contact form');
    await user.type(within(contact).getByLabelText(/^Answer/), 'Yes, we do.');
    await user.click(within(contact).getByRole('button', { name: 'Send answer' }));
    const answer = within(contact).getByLabelText(/^Answer/) as HTMLTextAreaElement;
    await waitFor(() => expect(fieldError(answer)).toBe('The text can be at most 2000 characters'));
    expect(answer.value).toBe('Yes, we do.');
  });

  it('tells a mediator in Chinese that support staff and admins answer it, and asks nothing', async () => {
    const { api } = await renderAdmin('/feedback', {
      operator: operatorWith(['mediator']),
      language: 'zh',
      viewport: 'desktop',
    });
    expect(await screen.findByText('只有客服和管理员可以回复反馈。', undefined, FIRST)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '意见反馈' })).toBeTruthy();
    expect(api.callsTo(feedbackAdminApi.find)).toHaveLength(0);
  });
});
