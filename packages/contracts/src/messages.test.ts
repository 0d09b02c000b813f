// MESSAGES joins every domain's catalogue; a key two domains both define would silently take the later one's words.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { BLOCK_TRADING_MESSAGES } from './messages-block-trading.ts';
import { INBOX_MESSAGES } from './messages-inbox.ts';
import { MEDIATION_MESSAGES } from './messages-mediation.ts';
import { MONEY_MESSAGES } from './messages-money.ts';
import { RESPONDENT_MESSAGES } from './messages-respondent.ts';
import { SUPPORT_MESSAGES } from './messages-support.ts';
import { TRADING_MESSAGES } from './messages-trading.ts';

describe('the message catalogue', () => {
  it('has each key once across the domains, so no domain overrides another', () => {
    const groups = [
      MEDIATION_MESSAGES,
      MONEY_MESSAGES,
      SUPPORT_MESSAGES,
      TRADING_MESSAGES,
      INBOX_MESSAGES,
      RESPONDENT_MESSAGES,
      BLOCK_TRADING_MESSAGES,
    ];
    const keys = groups.flatMap((group) => Object.keys(group));
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    for (const group of groups)
      for (const [key, text] of Object.entries(group)) expect(MESSAGES[key as keyof typeof MESSAGES]).toBe(text);
  });
});
