// First start: an operator account and a house invitation code, from the environment or generated and printed once.
import { randomBytes } from 'node:crypto';
import { type Db, inviteCodes, isNull, sql, users } from '@platform/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/env.ts';
import { createInviteCode } from '../core/identity/invite-codes.ts';
import { seedPortalContent } from '../features/content/seed-content.ts';
import { seedDictionaries } from '../features/dict/seed-dictionaries.ts';
import { seedDisputeTypes } from '../features/mediation/seed-dispute-types.ts';
import { seedMiningProducts } from '../features/mining/index.ts';
import { seedRobotProducts } from '../features/robots/index.ts';
import { hashPassword } from '../lib/passwords.ts';

export async function bootstrap(db: Db, config: Config, log: FastifyBaseLogger) {
  await seedDictionaries(db);
  await seedDisputeTypes(db);
  await seedPortalContent(db);
  await seedRobotProducts(db);
  await seedMiningProducts(db);

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
