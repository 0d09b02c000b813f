// The money the crash test starts from: users with an approved opening deposit each, and bank deposits left pending
// for the operator to approve under load. Everything goes through the server's own endpoints.
import { moneyAdminApi, moneyApi, pathWith } from '@platform/contracts';
import { expectOk, newKey, request, signIn, signUp, uploadReceipt } from '../http-client.ts';
import type { PendingDeposit } from './money-load.ts';

export interface SetupPlan {
  operator: { email: string; password: string };
  inviteCode: string;
  users: number;
  openingDeposit: string;
  pendingDepositsPerUser: number;
}

/** A bank deposit with its own receipt; answers with its id. */
async function bankDeposit(base: string, token: string, amount: string): Promise<number> {
  const receiptPath = await uploadReceipt(base, token);
  const data = await expectOk(
    request(base, 'POST', moneyApi.createBankDeposit.path, {
      token,
      key: newKey(),
      body: { currency: 'USD', amount, receiptPath },
    }),
    'bank deposit',
  );
  return data.id;
}

export async function prepareMoney(base: string, plan: SetupPlan) {
  const operatorToken = await signIn(base, plan.operator.email, plan.operator.password);
  const run = Date.now().toString(36);
  const users = await Promise.all(
    Array.from({ length: plan.users }, (_, i) => signUp(base, `crash${run}u${i}@example.com`, plan.inviteCode)),
  );
  const pendingDeposits: PendingDeposit[] = [];
  await Promise.all(
    users.map(async (token, user) => {
      const opening = await bankDeposit(base, token, plan.openingDeposit);
      await expectOk(
        request(base, 'POST', pathWith(moneyAdminApi.deposits.approve.path, { id: opening }), {
          token: operatorToken,
          key: newKey(),
          body: {},
        }),
        'opening approval',
      );
      for (let j = 0; j < plan.pendingDepositsPerUser; j++) {
        // Amounts differ by user and deposit, so a credit of the wrong deposit shows.
        const amount = `${10 + j}.${user}${j}`;
        pendingDeposits.push({ id: await bankDeposit(base, token, amount), user, amount });
      }
    }),
  );
  pendingDeposits.sort((a, b) => a.id - b.id);
  return { operatorToken, users, pendingDeposits };
}
