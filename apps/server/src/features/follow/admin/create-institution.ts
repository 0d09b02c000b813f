// POST /api/admin/follow/institutions: a new institution, audited with its reason. It trades as its own house user,
// which can never sign in (disabled, with no password hash a password can match, at an address no mail reaches), from
// a USD trading account funded with FOLLOW_CAPITAL by one entry from the house's institution capital.
import { randomBytes } from 'node:crypto';
import { followAdminApi } from '@platform/contracts';
import { type Db, followInstitutions, users } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../../core/audit/record-audit.ts';
import { route } from '../../../core/http/route.ts';
import { houseAccountId, userAccountId } from '../../../core/ledger/accounts.ts';
import { Big } from '../../../core/ledger/amounts.ts';
import { postEntry } from '../../../core/ledger/post-entry.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { ok } from '../../../lib/envelope.ts';
import { say } from '../../../lib/say.ts';
import { adminViewOf } from './admin-views.ts';
import { auditedTerms, checkParams, institutionValues } from './institution-input.ts';

/** Every institution starts with the same capital, so their records compare. */
export const FOLLOW_CAPITAL = '1000000.00';

/** Not an argon2 hash: verifying any password against it fails. */
export const HOUSE_PASSWORD_HASH = '!house-account-no-login';

/** The house user an institution trades as: no log-in, never signed in to. */
export async function insertHouseUser(tx: Db): Promise<number> {
  const [house] = await tx
    .insert(users)
    .values({
      email: `institution-${randomBytes(8).toString('hex')}@house.invalid`,
      passwordHash: HOUSE_PASSWORD_HASH,
      status: 'disabled',
    })
    .returning({ id: users.id });
  return house!.id;
}

export async function createInstitutionRoute(app: FastifyInstance) {
  route(app, followAdminApi.create, async ({ user, body, req }) => {
    await checkParams(app.db, app.orderDesk, body.params);
    let row: typeof followInstitutions.$inferSelect;
    try {
      row = await app.db.transaction(async (tx) => {
        const houseId = await insertHouseUser(tx);
        const [created] = await tx
          .insert(followInstitutions)
          .values({ ...institutionValues(body), userId: houseId, capital: FOLLOW_CAPITAL, createdBy: user.id })
          .returning();
        const capital = new Big(FOLLOW_CAPITAL);
        await postEntry(tx, {
          type: 'institution_funding',
          causeType: 'follow_institution',
          causeId: created!.id,
          actorKind: 'operator',
          actorId: user.id,
          memo: `Institution #${created!.id} ${created!.name}: capital ${FOLLOW_CAPITAL} USD`,
          postings: [
            { accountId: await houseAccountId(tx, 'institution_capital', 'USD'), amount: capital.neg() },
            { accountId: await userAccountId(tx, houseId, 'trading', 'USD'), amount: capital },
          ],
        });
        await recordAudit(tx, req, {
          action: 'follow.institution.create',
          targetType: 'follow_institution',
          targetId: created!.id,
          reason: body.reason,
          detail: { after: { ...auditedTerms(created!), capital: FOLLOW_CAPITAL, userId: houseId } },
        });
        return created!;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'follow_institutions_name_unique')) {
        throw AppError.badRequest('followNameTaken', 'name');
      }
      throw error;
    }
    return ok(await adminViewOf(app.db, app.orderDesk, row), say(req, 'followSaved'));
  });
}
