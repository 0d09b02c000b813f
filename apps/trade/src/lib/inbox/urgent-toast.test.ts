// @vitest-environment happy-dom
// An urgent inbox message raised as a toast: a margin call in red, once per currency; a price alert the user asked for
// as plain news, in the reader's language.
import type { InboxMessage } from '@platform/contracts';
import { toast } from '@platform/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { raiseUrgent } from './urgent-toast.ts';

const message = (kind: string, params: Record<string, string>): InboxMessage =>
  ({
    id: 7,
    kind,
    category: 'trade',
    params,
    link: null,
    urgent: true,
    read: false,
    createdAt: '2026-03-02T15:30:00.000Z',
  }) as InboxMessage;

afterEach(() => vi.restoreAllMocks());

describe('an urgent message as a toast', () => {
  it('raises a fired price alert as news, not as a failure', () => {
    const info = vi.spyOn(toast, 'info').mockImplementation(() => '');
    const error = vi.spyOn(toast, 'error').mockImplementation(() => '');
    raiseUrgent(message('alert.above', { symbol: 'AAPL', price: '231.50', threshold: '230.00', at: '15:30' }));
    expect(error).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/^AAPL rose to 231\.50: Your price alert fired/), {
      id: 'inbox-7',
    });
  });

  it('raises a margin call in red, under one id per currency', () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => '');
    raiseUrgent(message('margin.call', { currency: 'USD', marginLevel: '95.00' }));
    expect(error).toHaveBeenCalledWith(expect.any(String), { id: 'margin-call-USD' });
  });
});
