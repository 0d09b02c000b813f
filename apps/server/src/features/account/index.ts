import type { FastifyInstance } from 'fastify';
import { getWallet } from './get-wallet.ts';
import { updatePwd } from './update-pwd.ts';
import { updateWallet } from './update-wallet.ts';

/** The signed-in user's payout wallet and password. */
export async function accountRoutes(app: FastifyInstance) {
  await app.register(updateWallet);
  await app.register(getWallet);
  await app.register(updatePwd);
}
