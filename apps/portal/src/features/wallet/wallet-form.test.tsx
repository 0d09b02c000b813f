// The payout destination form (issue 27 §5): optional, a bank account first, a crypto address the other choice.
import type { WalletView } from '@platform/contracts';
import { describe, expect, it, vi } from 'vitest';
import { renderMarkup } from '../../testing/static-markup.tsx';
import { WalletForm } from './wallet-form.tsx';

await vi.hoisted(async () => (await import('@platform/ui')).installMemoryStorage());

const render = (wallet: WalletView | null) =>
  renderMarkup(<WalletForm wallet={wallet} />).replace(/<style[^>]*>.*?<\/style>/gs, ' ');

describe('the payout destination form', () => {
  it('offers a bank account (first) besides a crypto address', () => {
    const html = render(null);
    expect(html).toContain('Bank account');
    expect(html).toContain('Crypto address');
    expect(html).toContain('Account number or IBAN');
    expect(html).toContain('Account holder');
    expect(html).not.toContain('Wallet address');
  });

  it('keeps a crypto address as it was set', () => {
    const html = render({
      kind: 'crypto',
      currencyType: 'USDT-TRC20',
      address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      bankName: null,
      accountName: null,
      updatedAt: '2026-11-20T10:00:00.000Z',
    });
    expect(html).toContain('Wallet address');
    expect(html).not.toContain('Account number or IBAN');
  });
});
