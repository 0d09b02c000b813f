import { type Currency, envelopeOf, MONEY_PATHS, transferBody, transferResult } from '@platform/contracts';
import { eq, transfers } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lockAccounts, userAccountId } from '../../../ledger/accounts.ts';
import { Big, show } from '../../../ledger/amounts.ts';
import { balanceOf } from '../../../ledger/balances.ts';
import { postEntry } from '../../../ledger/post-entry.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { accountLimit, runIdempotent } from '../money-routes.ts';

const ACCOUNT_NAMES = { funding: 'funding', trading: 'trading' } as const;

/** POST /api/money/transfers (Idempotency-Key): moves money between the user's funding and trading accounts at once. */
export const createTransferRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    MONEY_PATHS.transfers,
    {
      preHandler: accountLimit(app, 60),
      schema: { tags: ['money'], body: transferBody, response: { 200: envelopeOf(transferResult) } },
    },
    async (req, reply) => {
      const userId = currentUser(req).id;
      const { from, to, currency, amount } = req.body;
      return runIdempotent(req, reply, async (tx) => {
        const fromId = await userAccountId(tx, userId, from, currency);
        const toId = await userAccountId(tx, userId, to, currency);
        const [transfer] = await tx
          .insert(transfers)
          .values({ userId, fromKind: from, toKind: to, currency, amount })
          .returning();
        const value = new Big(amount);
        const entryId = await postEntry(tx, {
          type: 'transfer',
          causeType: 'transfer',
          causeId: transfer!.id,
          actorKind: 'user',
          actorId: userId,
          memo: `Transfer #${transfer!.id}: ${show(value, currency)} ${currency} from ${ACCOUNT_NAMES[from]} to ${ACCOUNT_NAMES[to]}`,
          postings: [
            { accountId: fromId, amount: value.neg() },
            { accountId: toId, amount: value },
          ],
        });
        await tx.update(transfers).set({ entryId }).where(eq(transfers.id, transfer!.id));
        const rows = await lockAccounts(tx, [fromId, toId]);
        return {
          msgKey: 'transferDone' as const,
          data: {
            id: transfer!.id,
            entryId,
            from,
            to,
            currency: currency as Currency,
            amount: show(value, currency),
            createdAt: transfer!.createdAt.toISOString(),
            balances: [balanceOf(from, currency, rows.get(fromId)), balanceOf(to, currency, rows.get(toId))],
          },
        };
      });
    },
  );
};
