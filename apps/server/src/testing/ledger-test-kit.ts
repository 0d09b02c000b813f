// A bare database for ledger tests (no HTTP): users inserted directly, the ledger driven through its functions.
import { type Db, users } from '@platform/db';
import { openTestDatabase } from './test-app.ts';

let counter = 0;

export async function openLedgerDb() {
  const handle = await openTestDatabase();
  return handle;
}

export async function insertUser(db: Db): Promise<number> {
  const n = `${Date.now().toString(36)}${counter++}`;
  const [row] = await db
    .insert(users)
    .values({ email: `ledger${n}@example.com`, passwordHash: 'not-a-login', username: `l${n}` })
    .returning({ id: users.id });
  return row!.id;
}
