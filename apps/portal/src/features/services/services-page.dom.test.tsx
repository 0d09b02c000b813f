// The services pages as a visitor uses them, beyond opening one (content/published-content.dom.test.tsx): a service in
// full leads to the application and back to the list; nothing published yet; an address that cannot be a service is
// not found without asking, while a service that fails to load says why; and the pages in Chinese, asked for in
// Chinese. What is published is apps/server/src/features/content/content.test.ts's.
import { contentApi, type ServiceView } from '@platform/contracts';
import { handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SERVICE } from '../../testing/fixtures.ts';
import { renderPortal } from '../../testing/render-portal.tsx';

const FLIGHTS: ServiceView = {
  ...SERVICE,
  id: 9,
  name: 'Cancelled flights',
  summary: 'Refunds and compensation.',
  sort: 2,
};

describe('the services', () => {
  it('open one in full, which leads to the application and back to the list in its order', async () => {
    const { user, router } = await renderPortal(`/service/${SERVICE.id}`, {
      api: [handle(contentApi.services, [SERVICE, FLIGHTS]), handle(contentApi.service, SERVICE)],
    });
    await screen.findByRole('heading', { level: 1, name: SERVICE.name });
    screen.getByText(SERVICE.summary);
    screen.getByText('keep a record of every step', { exact: false });
    expect(screen.getByRole('link', { name: 'Apply for mediation' }).getAttribute('href')).toBe('/apply');

    await user.click(screen.getByRole('link', { name: /All services/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/service'));
    await screen.findByRole('heading', { level: 1, name: 'Services' });
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual([SERVICE.name, FLIGHTS.name]);
    expect(cards[1]!.textContent).toContain('Refunds and compensation.');
  });

  it('say when none is published yet', async () => {
    await renderPortal('/service', { api: [handle(contentApi.services, [])] });
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No services have been published yet.');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('show not-found for an address that cannot be a service without asking, and why a service failed to load', async () => {
    const { router, api } = await renderPortal('/service/0', {
      api: [handle(contentApi.service, refuse(500, 'The service is busy'))],
    });
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    await router.navigate('/service/abc');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(api.callsTo(contentApi.service)).toHaveLength(0);

    await router.navigate(`/service/${SERVICE.id}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The service is busy');
    expect(screen.queryByRole('heading', { level: 1, name: 'Page not found' })).toBeNull();
    screen.getByRole('link', { name: /All services/ });
  });

  it('in Chinese: the list asked for in Chinese, and a service with the way to apply', async () => {
    const zh = { ...SERVICE, language: 'zh' as const, name: '网购纠纷', summary: '订单迟到、错误或从未送达时。' };
    const { user, api } = await renderPortal('/service', {
      language: 'zh',
      api: [handle(contentApi.services, [zh]), handle(contentApi.service, zh)],
    });
    await screen.findByRole('heading', { level: 1, name: '服务' });
    await user.click(await screen.findByRole('link', { name: zh.name }));
    await screen.findByRole('heading', { level: 1, name: zh.name });
    screen.getByRole('link', { name: '申请调解' });
    screen.getByRole('link', { name: /全部服务/ });
    expect(api.callsTo(contentApi.services).map((call) => call.query)).toEqual([{ language: 'zh' }]);
  });
});
