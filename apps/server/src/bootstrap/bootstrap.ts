// First start: an operator account and a house invitation code, from the environment or generated and printed once.
import { randomBytes } from 'node:crypto';
import { type Db, inviteCodes, isNull, sql, users } from '@platform/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env.ts';
import { createInviteCode } from '../core/identity/invite-codes.ts';
import { seedPortalContent } from '../features/content/seed-content.ts';
import { seedDictionaries } from '../features/dict/seed-dictionaries.ts';
import { seedInstitutions } from '../features/follow/index.ts';
import { seedLoanProducts } from '../features/loans/index.ts';
import { type NewsSource, seedMarketNews } from '../features/market/index.ts';
import { seedDisputeTypes } from '../features/mediation/seed-dispute-types.ts';
import { seedMiningProducts } from '../features/mining/index.ts';
import { seedRobotProducts } from '../features/robots/index.ts';
import { hashPassword } from '../lib/passwords.ts';

/**
 * The sandbox's catalogues and content, never in production: robots and mining products always outside it; house
 * institutions (which start trading at the follow job's first run), loan products and market news from the
 * simulator's record when `sandboxContent` is on (development; tests ask for it). Each only when none exists yet.
 */
export async function seedSandbox(db: Db, config: Config, market?: NewsSource) {
  if (config.NODE_ENV === 'production') return;
  await seedRobotProducts(db);
  await seedMiningProducts(db);
  if (!config.sandboxContent) return;
  await seedInstitutions(db);
  await seedLoanProducts(db);
  if (market) await seedMarketNews(db, market);
}

export async function bootstrap(db: Db, config: Config, log: FastifyBaseLogger, market?: NewsSource) {
  await seedDictionaries(db);
  await seedDisputeTypes(db);
  await seedPortalContent(db);
  await seedSandbox(db, config, market);

  const [admin] = await db.select({ id: users.id }).from(users).where(sql`'admin' = any(${users.roles})`).limit(1);
  if (!admin) {
    const email = (config.BOOTSTRAP_ADMIN_EMAIL ?? 'admin@platform.local').toLowerCase();
    const password = config.BOOTSTRAP_ADMIN_PASSWORD ?? randomBytes(9).toString('base64url');
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ email, username: 'admin', passwordHash: await hashPassword(password), roles: ['admin'] })
        .returning({ id: users.id });
      await createInviteCode(tx, { ownerId: row!.id });
    });
    if (config.BOOTSTRAP_ADMIN_PASSWORD) log.info({ email }, 'bootstrap: operator account created');
    else
      log.warn(
        `bootstrap: operator account created. Sign in at /admin/ as ${email} with password ${password} (shown once)`,
      );
  }

  const [house] = await db
    .select({ code: inviteCodes.code })
    .from(inviteCodes)
    .where(isNull(inviteCodes.ownerId))
    .limit(1);
  if (!house) {
    const code = await createInviteCode(db, { code: config.BOOTSTRAP_INVITE_CODE, note: 'House invitation code' });
    if (config.BOOTSTRAP_INVITE_CODE) log.info({ code }, 'bootstrap: house invitation code created');
    else log.warn(`bootstrap: house invitation code created: ${code} (shown once)`);
  }
}
