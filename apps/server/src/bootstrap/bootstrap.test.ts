import type { DbHandle } from '@platform/db';
import { inviteCodes, isNull, sql, users } from '@platform/db';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.ts';
import { findUserByAccount } from '../core/identity/users-repo.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { openTestDatabase } from '../testing/test-app.ts';
import { bootstrap } from './bootstrap.ts';

let database: DbHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

function recordingLog() {
  const warnings: string[] = [];
  const log = { info: () => {}, warn: (message: string) => warnings.push(message) };
  return { warnings, log: log as unknown as FastifyBaseLogger };
}

describe('bootstrap', () => {
  it('without settings, generates an operator and a house code and prints them once', async () => {
    const first = recordingLog();
    await bootstrap(database.db, loadConfig({}), first.log);
    const operatorLine = first.warnings.find((w) => w.includes('operator account created'));
    const password = /with password (\S+)/.exec(operatorLine ?? '')?.[1];
    const code = /invitation code created: (\S+)/.exec(first.warnings.join('\n'))?.[1];
    expect(operatorLine).toMatch(/admin@platform\.local/);

    const admin = await findUserByAccount(database.db, 'admin@platform.local');
    expect(admin?.roles).toEqual(['admin']);
    expect(await verifyPassword(admin!.passwordHash, password!)).toBe(true);
    const [house] = await database.db.select().from(inviteCodes).where(isNull(inviteCodes.ownerId));
    expect(house?.code).toBe(code);

    const second = recordingLog();
    await bootstrap(database.db, loadConfig({}), second.log);
    expect(second.warnings).toEqual([]);
    const admins = await database.db.select().from(users).where(sql`'admin' = any(${users.roles})`);
    expect(admins).toHaveLength(1);
  });
});
