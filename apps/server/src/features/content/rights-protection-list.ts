import { contentApi } from '@platform/contracts';
import { and, eq, exists, mediationCases, portalPublishedCases } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { requestLanguage } from '../../lib/language.ts';
import { CONTENT_KIND_SPECS } from './content-kinds.ts';
import { listContent, publicOf } from './content-store.ts';

/** POST /api/rightsProtection/list { page, size, language?, disputeType?, outcome? }: published cases, newest first. */
export async function rightsProtectionList(app: FastifyInstance) {
  route(app, contentApi.cases, async ({ body, req }) => {
    const { page, size, language, disputeType, outcome } = body;
    const status = outcome === 'settled' ? 'closed_settled' : outcome === 'not_settled' ? 'closed_not_settled' : null;
    const bySource =
      disputeType || status
        ? exists(
            app.db
              .select({ id: mediationCases.id })
              .from(mediationCases)
              .where(
                and(
                  eq(mediationCases.id, portalPublishedCases.sourceCaseId),
                  disputeType ? eq(mediationCases.disputeType, disputeType) : undefined,
                  status ? eq(mediationCases.status, status) : undefined,
                ),
              ),
          )
        : undefined;
    const { rows, total } = await listContent(app.db, CONTENT_KIND_SPECS.cases, {
      publishedOnly: true,
      language: language ?? requestLanguage(req),
      where: bySource,
      page,
      size,
    });
    return ok({
      rows: rows.map(({ body: _b, sourceCaseId: _s, trackingNumber: _t, ...row }) => publicOf(row)),
      total,
    });
  });
}
