// The reviewer sees a bank withdrawal's card holder beside the verified name (issue 27 §3): rendered (server-side, no
// DOM) in both languages, with a difference or a missing verification said in words, on its page and in the table.

import type { AdminWithdrawalView } from '@platform/contracts';
import { describe, expect, it, vi } from 'vitest';
import { i18n, staticWords, withPageTexts } from '../../testing/static-render.tsx';
import { Destination } from './destination.tsx';
import { HolderCheck } from './holder-check.tsx';

await vi.hoisted(async () => (await import('@platform/ui')).installMemoryStorage());

const withdrawal = (holder: AdminWithdrawalView['holder']) =>
  ({
    id: 41,
    method: 'bank',
    currency: 'USD',
    network: null,
    address: null,
    card: { bankName: 'Sandbox Savings', accountName: holder?.cardName ?? '', cardMasked: '**** **** **** 1111' },
    holder,
  }) as AdminWithdrawalView;

const differs = withdrawal({ cardName: 'Charles Babbage', verifiedName: 'Ada Lovelace', matches: false });
const same = withdrawal({ cardName: 'LOVELACE, Ada', verifiedName: 'Ada Lovelace', matches: true });
const unverified = withdrawal({ cardName: 'Charles Babbage', verifiedName: null, matches: false });

const shown = staticWords;

withPageTexts();

describe('the card holder beside the verified name', () => {
  it('puts the two names side by side and says when they differ, in English', async () => {
    await i18n.changeLanguage('en');
    const words = shown(<HolderCheck withdrawal={differs} />);
    expect(words).toContain('Name on the card: Charles Babbage');
    expect(words).toContain('Verified name: Ada Lovelace');
    expect(words).toContain('Name differs from the verified name');
    expect(words).toContain('Pay out only to the verified person');
    const ok = shown(<HolderCheck withdrawal={same} />);
    expect(ok).toContain('Same person');
    expect(ok).not.toContain('Pay out only');
    expect(shown(<HolderCheck withdrawal={unverified} />)).toContain('Verified name: not verified');
  });

  it('flags a difference in the table, and only a difference', async () => {
    await i18n.changeLanguage('en');
    expect(shown(<Destination withdrawal={differs} />)).toContain('Name differs from the verified name');
    expect(shown(<Destination withdrawal={unverified} />)).toContain('Identity not verified');
    expect(shown(<Destination withdrawal={same} />)).not.toMatch(/differs|not verified/);
  });

  it('says the same in Chinese', async () => {
    await i18n.changeLanguage('zh');
    const words = shown(<HolderCheck withdrawal={differs} />);
    expect(words).toContain('卡上姓名: Charles Babbage');
    expect(words).toContain('实名认证姓名: Ada Lovelace');
    expect(words).toContain('与实名认证姓名不一致');
    expect(shown(<Destination withdrawal={unverified} />)).toContain('身份未认证');
  });
});
