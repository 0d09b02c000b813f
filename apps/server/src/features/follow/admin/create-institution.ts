// POST /api/admin/follow/institutions: a new institution, audited with its reason. It trades as its own house user,
// which can never sign in (disabled, with no password hash a password can match, at an address no mail reaches), from
// a USD trading account funded with FOLLOW_CAPITAL by one entry from the house's institution capital.
import { randomBytes } from 'node:crypto';
import { type ActorKind, followAdminApi } from '@platform/contracts';
import { type Db, type FollowInstitutionRow, followInstitutions, users } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../../core/audit/record-audit.ts';
import { route } from '../../../core/http/route.ts';
import { houseAccountId, userAccountId } from '../../../core/ledger/accounts.ts';
import { Big } from '../../../core/ledger/amounts.ts';
import { postEntry } from '../../../core/ledger/post-entry.ts';
import { ok } from '../../../lib/envelope.ts';
import { say } from '../../../lib/say.ts';
import { adminViewOf } from './admin-views.ts';
import { auditedTerms, checkParams, institutionValues, nameTaken } from './institution-input.ts';

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

/** Funds a new institution's house user with FOLLOW_CAPITAL from the house's institution capital, in one entry. */
export async function fundInstitution(
  tx: Db,
  institution: FollowInstitutionRow,
  actor: { kind: ActorKind; id: number | null },
  memoNote = '',
) {
  const capital = new Big(FOLLOW_CAPITAL);
  await postEntry(tx, {
    type: 'institution_funding',
    causeType: 'follow_institution',
    causeId: institution.id,
    actorKind: actor.kind,
    actorId: actor.id,
    memo: `Institution #${institution.id} ${institution.name}: capital ${FOLLOW_CAPITAL} USD${memoNote}`,
    postings: [
      { accountId: await houseAccountId(tx, 'institution_capital', 'USD'), amount: capital.neg() },
      { accountId: await userAccountId(tx, institution.userId, 'trading', 'USD'), amount: capital },
    ],
  });
}

export async function createInstitutionRoute(app: FastifyInstance) {
  route(app, followAdminApi.create, async ({ user, body, req }) => {
    await checkParams(app.db, app.orderDesk, body.params);
    const row = await nameTaken(() =>
      app.db.transaction(async (tx) => {
        const houseId = await insertHouseUser(tx);
        const [created] = await tx
          .insert(followInstitutions)
          .values({ ...institutionValues(body), userId: houseId, capital: FOLLOW_CAPITAL, createdBy: user.id })
          .returning();
        await fundInstitution(tx, created!, { kind: 'operator', id: user.id });
        await recordAudit(tx, req, {
          action: 'follow.institution.create',
          targetType: 'follow_institution',
          targetId: created!.id,
          reason: body.reason,
          detail: { after: { ...auditedTerms(created!), capital: FOLLOW_CAPITAL, userId: houseId } },
        });
        return created!;
      }),
    );
    return ok(await adminViewOf(app.db, app.orderDesk, row), say(req, 'followSaved'));
  });
}
