// A review decision is told to the other features once, after it committed: never for a replay of the same key.
import { moneyAdminApi, pathWith } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import type { DomainEventOf } from '../../../core/events/domain-events.ts';
import { signUp } from '../../../testing/api.ts';
import { bankDeposit, keyed, newKey } from '../../../testing/money-test-kit.ts';
import { useTestApp } from '../../../testing/test-app.ts';

const t = useTestApp();

describe('review decisions as domain events', () => {
  it('publishes a rejected deposit once, with its user and reason, however often the request is retried', async () => {
    const heard: DomainEventOf<'deposit.rejected'>[] = [];
    const stop = t.app.events.subscribe('deposit.rejected', (event) => heard.push(event));
    const { token, user } = await signUp(t.app);
    const deposit = await bankDeposit(t.app, token, '20');
    const key = newKey();
    const path = pathWith(moneyAdminApi.deposits.reject.path, { id: deposit.body.data.id });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => keyed(t.app, path, t.admin, { reason: 'The receipt is unreadable' }, key)),
    );
    stop();
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(heard).toEqual([
      {
        type: 'deposit.rejected',
        userId: user.userId,
        depositId: deposit.body.data.id,
        reason: 'The receipt is unreadable',
      },
    ]);
  });
});
