import type { SupportMessage } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { mergeMessages } from './use-support-chat.ts';

const message = (id: number, text = `m${id}`): SupportMessage => ({
  id,
  conversationId: 1,
  sender: 'user',
  senderName: null,
  text,
  attachment: null,
  createdAt: new Date(id * 1000).toISOString(),
});

describe('mergeMessages', () => {
  it('keeps time order and drops duplicates, whichever way messages arrive', () => {
    const live = mergeMessages([message(3)], [message(5)]);
    // A reload after a reconnect brings the same messages again, plus one missed while away.
    const caughtUp = mergeMessages(live, [message(3), message(4), message(5)]);
    expect(caughtUp.map((m) => m.id)).toEqual([3, 4, 5]);
    const earlier = mergeMessages(caughtUp, [message(1), message(2)]);
    expect(earlier.map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
  });
});
