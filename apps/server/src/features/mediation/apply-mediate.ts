import { MEDIATION_LIMITS, MESSAGES, mediationApi, OPEN_CASE_STATES } from '@platform/contracts';
import { and, count, eq, inArray, mediationCaseEvents, mediationCases, sql, users } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { requireOwnFiles, storedNameOf } from '../../core/files/file-refs.ts';
import { route } from '../../core/http/route.ts';
import { countryCodes, dictValues } from '../../core/reference/dictionaries.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { say } from '../../lib/say.ts';
import { toCaseDetail, trackingNumberOf } from './cases-repo.ts';
import { isActiveDisputeType } from './reference-data.ts';

/** POST /api/mediate/applyMediate: an application becomes a submitted case with a tracking number. */
export async function applyMediate(app: FastifyInstance) {
  route(app, mediationApi.apply, async ({ user, body, req }) => {
    const userId = user.id;
    if (!(await isActiveDisputeType(app.db, body.disputeType)))
      throw AppError.badRequest('chooseDisputeType', 'disputeType');
    if (!(await countryCodes(app.db)).has(body.country)) throw AppError.badRequest('selectCountry', 'country');
    if (!(await dictValues(app.db, 'mediate_send_type')).includes(body.sendType))
      throw AppError.badRequest('chooseSendType', 'sendType');
    const evidence = await requireOwnFiles(app.db, userId, body.evidence, { field: 'evidence', list: true });
    // Only evidence of this application can be shared with the respondent.
    body.sharedEvidence.forEach((path, index) => {
      if (!evidence.includes(storedNameOf(path))) throw AppError.badRequest('invalidInput', `sharedEvidence.${index}`);
    });
    const evidenceShared = [...new Set(body.sharedEvidence.map(storedNameOf))];
    if (body.incidentDate && body.incidentDate > new Date().toISOString().slice(0, 10))
      throw AppError.badRequest('incidentDateInvalid', 'incidentDate');

    const row = await app.db.transaction(async (tx) => {
      // One application at a time per user, so the open-case limit holds under concurrent submits.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [open] = await tx
        .select({ n: count() })
        .from(mediationCases)
        .where(and(eq(mediationCases.userId, userId), inArray(mediationCases.status, [...OPEN_CASE_STATES])));
      if ((open?.n ?? 0) >= MEDIATION_LIMITS.openCasesMax) {
        const message = MESSAGES.tooManyOpenCases.en;
        throw new AppError(409, 'tooManyOpenCases', message, null, { max: MEDIATION_LIMITS.openCasesMax });
      }
      // The id is taken first so the tracking number is written with the row.
      const next = (await tx.execute(
        sql`select nextval(pg_get_serial_sequence('mediation_cases', 'id')) as id`,
      )) as unknown as { rows: { id: string | number }[] };
      const id = Number(next.rows[0]!.id);
      const now = new Date();
      const [created] = await tx
        .insert(mediationCases)
        .values({
          id,
          trackingNumber: trackingNumberOf(id, now),
          userId,
          disputeType: body.disputeType,
          counterpartyName: body.counterpartyName,
          counterpartyWebsite: body.counterpartyWebsite ?? null,
          counterpartyContact: body.counterpartyContact ?? null,
          amount: body.amount,
          currency: body.currency,
          country: body.country,
          sendType: body.sendType,
          description: body.description,
          incidentDate: body.incidentDate ?? null,
          evidence,
          evidenceShared,
          status: 'submitted',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx
        .insert(mediationCaseEvents)
        .values({ caseId: id, fromStatus: null, toStatus: 'submitted', actorId: userId, actorKind: 'user' });
      return created!;
    });
    return ok(await toCaseDetail(app.db, row), say(req, 'applySuccess'));
  });
}
