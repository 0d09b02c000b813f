// Issue 27 §3: a transaction password anyone would guess first is refused (in the contract, so the trade app's form and
// the server say the same), and a card holder's name is compared with the verified name as a bank would.
import { describe, expect, it } from 'vitest';
import { translateMessage } from './messages.ts';
import { isTrivialTradePassword, sameHolderName } from './money.ts';
import { changeTradePasswordBody, resetTradePasswordBody, setTradePasswordBody } from './money-security.ts';

describe('trivial transaction passwords', () => {
  it('are one digit repeated or a run of consecutive digits up or down', () => {
    for (const pin of ['111111', '000000', '999999', '123456', '012345', '456789', '654321', '987654', '543210']) {
      expect(isTrivialTradePassword(pin), pin).toBe(true);
    }
    for (const pin of ['246810', '135790', '890123', '112233', '123465', '121212', '975310', '12345', 'abcdef']) {
      expect(isTrivialTradePassword(pin), pin).toBe(false);
    }
  });

  it('are refused on the new password field when setting, changing or resetting it, in both languages', () => {
    const set = setTradePasswordBody.safeParse({ password: '111111', confirmPassword: '111111' });
    expect(set.success).toBe(false);
    expect(set.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['password', 'Too easy to guess: not one digit repeated, nor a run like 123456 or 654321'],
    ]);
    expect(translateMessage(set.error!.issues[0]!.message, 'zh')).toBe(
      '过于简单：不能是同一数字重复，也不能是 123456、654321 这样的连续数字',
    );
    const change = changeTradePasswordBody.safeParse({
      oldPassword: '246810',
      password: '654321',
      confirmPassword: '654321',
    });
    expect(change.error?.issues[0]?.path).toEqual(['password']);
    const reset = resetTradePasswordBody.safeParse({ code: '123456', password: '123456', confirmPassword: '123456' });
    expect(reset.error?.issues.map((i) => i.path[0])).toEqual(['password']);
    expect(setTradePasswordBody.safeParse({ password: '246810', confirmPassword: '246810' }).success).toBe(true);
  });
});

describe('the card holder and the verified name', () => {
  it('match whatever the case, accents, punctuation, spacing and word order', () => {
    expect(sameHolderName('Ada Lovelace', 'ada  LOVELACE')).toBe(true);
    expect(sameHolderName('Ada Lovelace', 'LOVELACE, Ada')).toBe(true);
    expect(sameHolderName('José Müller', 'Jose Muller')).toBe(true);
    expect(sameHolderName('张三', '张 三')).toBe(true);
    expect(sameHolderName('Mary-Jane Watson', 'Mary Jane Watson')).toBe(true);
  });

  it('differ for another person, a part of the name, or nothing', () => {
    expect(sameHolderName('Ada Lovelace', 'Charles Babbage')).toBe(false);
    expect(sameHolderName('Ada Lovelace', 'Ada')).toBe(false);
    expect(sameHolderName('Ada Lovelace', 'Ada Lovelace Byron')).toBe(false);
    expect(sameHolderName('Ada Lovelace', '  ')).toBe(false);
    expect(sameHolderName('张三', '李四')).toBe(false);
  });
});
