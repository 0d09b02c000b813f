// The simulator's status in a DOM: the seed, tick and market hours the server reports, the instruments linked to
// their list, the live stream's load, and the page marked as simulated data; in Chinese, a sandbox that follows real
// trading sessions said so.
import { marketAdminApi, type simulatorStatusView, type z } from '@platform/contracts';
import { handle } from '@platform/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST, renderAdmin } from '../../testing/render-admin.tsx';

const STATUS: z.infer<typeof simulatorStatusView> = {
  seed: 'e2e-seed-42',
  tickIntervalMs: 250,
  alwaysOpen: true,
  instruments: 36,
  halted: 2,
  clientsConnected: 5,
  subscriptions: 17,
  startedAt: '2026-11-28T08:00:00.000Z',
};

/** The value shown under a label of the status's description lists. */
const shown = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the simulator status', () => {
  it('shows the source’s settings and the stream’s load as the server reports them', async () => {
    await renderAdmin('/market/status', { api: [handle(marketAdminApi.status, STATUS)], viewport: 'desktop' });
    expect(await screen.findByText('e2e-seed-42', undefined, FIRST)).toBeTruthy();
    expect(shown('Seed')).toBe('e2e-seed-42');
    expect(shown('Tick interval')).toBe('250 ms');
    expect(shown('Sandbox: every market always open')).toBe('On');
    expect(shown('Halted instruments')).toBe('2');
    expect(shown('WebSocket clients connected')).toBe('5');
    expect(shown('Quote subscriptions')).toBe('17');
    expect(screen.getByRole('link', { name: '36' }).getAttribute('href')).toBe('/market/instruments');
    expect(screen.getByText('Simulated data')).toBeTruthy();
  });

  it('says in Chinese when the markets follow real trading sessions', async () => {
    await renderAdmin('/market/status', {
      api: [handle(marketAdminApi.status, { ...STATUS, alwaysOpen: false })],
      language: 'zh',
      viewport: 'desktop',
    });
    expect(await screen.findByRole('heading', { level: 1, name: '模拟器状态' }, FIRST)).toBeTruthy();
    expect(await screen.findByText('关闭（按真实交易时段）')).toBeTruthy();
    expect(shown('报价间隔')).toBe('250 毫秒');
  });
});
