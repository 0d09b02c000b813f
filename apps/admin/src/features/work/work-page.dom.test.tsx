// The work queue in a DOM: a section per kind with its count, each item saying what waits, on whom and by when
// (overdue flagged), opening its page; j/k move between items and Enter opens; / goes to the filter; in Chinese too.
import { adminWorkApi, type WorkQueueView } from '@platform/contracts';
import { handle } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST, operatorWith, renderAdmin } from '../../testing/render-admin.tsx';

const HOUR = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

const QUEUE: WorkQueueView = {
  sections: [
    {
      kind: 'cases',
      total: 75,
      items: [
        {
          kind: 'cases',
          id: 12,
          title: 'MD-2026-000012',
          detail: 'Acme Traders',
          step: 'respondent_answer',
          waitingOn: 'respondent',
          assigneeName: 'mia',
          since: at(-50 * HOUR),
          dueAt: at(-26 * HOUR),
          overdue: true,
          link: '/cases/12',
        },
        {
          kind: 'cases',
          id: 14,
          title: 'MD-2026-000014',
          detail: 'Globex',
          step: 'contact_respondent',
          waitingOn: 'operator',
          assigneeName: null,
          since: at(-2 * HOUR),
          dueAt: null,
          overdue: false,
          link: '/cases/14',
        },
      ],
    },
    {
      kind: 'identity',
      total: 1,
      items: [
        {
          kind: 'identity',
          id: 7,
          title: 'Ada Lovelace',
          detail: 'ada@example.com',
          step: 'review_identity',
          waitingOn: 'operator',
          assigneeName: null,
          since: at(-3 * HOUR),
          dueAt: at(21 * HOUR),
          overdue: false,
          link: '/realname-reviews/7',
        },
      ],
    },
    { kind: 'deposits', total: 0, items: [] },
  ],
};

const server = (queue = QUEUE) => [handle(adminWorkApi.queue, queue)];

/** The queue with Globex's case linking to a page that asks the server nothing (where Enter is seen to go). */
const quietLinks: WorkQueueView = {
  sections: QUEUE.sections.map((section) => ({
    ...section,
    items: section.items.map((item) => (item.id === 14 ? { ...item, link: '/elsewhere/14' } : item)),
  })),
};

describe('my work', () => {
  it('is where an operator lands, with a section per kind, its count and what each item waits for', async () => {
    await renderAdmin('/', { api: server(), operator: operatorWith(['mediator', 'reviewer']), viewport: 'desktop' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My work' }, FIRST)).toBeTruthy();
    const summary = await screen.findByRole('list', { name: 'Waiting per kind' });
    expect(summary.textContent).toContain('Cases 75');
    expect(summary.textContent).toContain('Bank deposits 0');

    const cases = screen.getByRole('list', { name: 'Cases' });
    const [overdue, mine] = within(cases).getAllByRole('link');
    expect(overdue!.getAttribute('href')).toBe('/cases/12');
    expect(overdue!.textContent).toContain("Respondent's answer awaited");
    expect(overdue!.textContent).toContain('Waiting on the respondent');
    expect(overdue!.textContent).toContain('Overdue: due yesterday');
    expect(overdue!.textContent).toContain('Assigned to mia');
    expect(mine!.textContent).toContain('Respondent not yet contacted');
    expect(mine!.textContent).toContain('No deadline');
    expect(mine!.textContent).toContain('Not taken yet');
    expect(screen.getByText('Showing 2 of 75: open the queue for the rest.')).toBeTruthy();

    const identity = screen.getByRole('list', { name: 'KYC and real-name' });
    expect(within(identity).getByRole('link').textContent).toContain('Due in 21 hours');
    // A kind with nothing waiting has no section, only its count and a line.
    expect(screen.queryByRole('list', { name: 'Bank deposits' })).toBeNull();
    expect(screen.getByText('Nothing waiting in Bank deposits.')).toBeTruthy();
  });

  it('moves with j and k, opens with Enter, and filters after /', async () => {
    const { user, router } = await renderAdmin('/work', {
      api: server(quietLinks),
      operator: operatorWith(['mediator', 'reviewer']),
    });
    await screen.findByRole('list', { name: 'Cases' }, FIRST);
    await user.keyboard('j');
    expect(document.activeElement?.getAttribute('href')).toBe('/cases/12');
    await user.keyboard('jj');
    expect(document.activeElement?.getAttribute('href')).toBe('/realname-reviews/7');
    await user.keyboard('k');
    expect(document.activeElement?.getAttribute('href')).toBe('/elsewhere/14');

    await user.keyboard('/');
    const filter = screen.getByRole('searchbox', { name: 'Filter' });
    expect(document.activeElement).toBe(filter);
    await user.type(filter, 'globex');
    expect(within(screen.getByRole('list', { name: 'Cases' })).getAllByRole('link')).toHaveLength(1);
    expect(screen.getAllByText('Nothing here matches the filter.')).toHaveLength(1); // KYC's only item

    (document.activeElement as HTMLElement).blur();
    await user.keyboard('j');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere/14'));
  });

  it('speaks Chinese', async () => {
    await renderAdmin('/work', { api: server(), operator: operatorWith(['mediator']), language: 'zh' });
    expect(await screen.findByRole('heading', { level: 1, name: '我的工作' }, FIRST)).toBeTruthy();
    expect((await screen.findByRole('list', { name: '案件' })).textContent).toContain('等待被申请人答复');
  });
});
