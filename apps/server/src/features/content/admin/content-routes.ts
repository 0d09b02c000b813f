// The operators' endpoints of every kind of content, under /api/admin/content/:kind. Every write is audited.
import { CONTENT_SCHEMAS, type ContentKind, contentAdminApi, type z } from '@platform/contracts';
import type { Db } from '@platform/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { recordAudit } from '../../../core/audit/record-audit.ts';
import { route } from '../../../core/http/route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { ok } from '../../../lib/envelope.ts';
import { CONTENT_KIND_SPECS } from '../content-kinds.ts';
import {
  type ContentKindSpec,
  type ContentRowBase,
  deleteContent,
  getContent,
  insertContent,
  listContent,
  updateContent,
} from '../content-store.ts';

// biome-ignore lint/suspicious/noExplicitAny: each kind's spec is typed by its own row and body; the routes are the same
type Spec = ContentKindSpec<ContentKind, ContentRowBase, any>;

const specOf = (kind: ContentKind) => CONTENT_KIND_SPECS[kind] as unknown as Spec;

const audit = (tx: Db, req: FastifyRequest, kind: ContentKind, verb: string, id: number, reason?: string | null) =>
  recordAudit(tx, req, { action: `content.${kind}.${verb}`, targetType: `content.${kind}`, targetId: id, reason });

type ContentBodyOutput = z.output<(typeof CONTENT_SCHEMAS)[ContentKind]['body']>;

/**
 * The kind's own body, checked by the same compiler and answered with the same 400 as a route's body schema: the path
 * names the kind, so one route cannot declare the body of each.
 */
function validBody(kind: ContentKind, body: unknown): ContentBodyOutput {
  const validate = validatorCompiler({
    schema: CONTENT_SCHEMAS[kind].body,
    method: 'POST',
    url: contentAdminApi.create.path,
    httpPart: 'body',
  });
  const result = validate(body) as { value?: unknown; error?: unknown[] };
  if (result.error) {
    throw Object.assign(new Error('body is invalid'), {
      statusCode: 400,
      code: 'FST_ERR_VALIDATION',
      validation: result.error,
      validationContext: 'body',
    });
  }
  return result.value as ContentBodyOutput;
}

/** The one tag per language of about-us sections is the only unique field a body writes. */
async function mapConflicts<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict('slugTaken', 'tag');
    throw error;
  }
}

/** GET and POST /api/admin/content/:kind, GET and POST …/:id, POST …/:id/publish and POST …/:id/delete. */
export async function contentKindRoutes(app: FastifyInstance) {
  route(app, contentAdminApi.find, async ({ params, query }) => {
    const { page, size, language } = query;
    return ok(await listContent(app.db, specOf(params.kind), { publishedOnly: false, language, page, size }));
  });

  route(app, contentAdminApi.get, async ({ params }) =>
    ok(await getContent(app.db, specOf(params.kind), params.id, false)),
  );

  route(app, contentAdminApi.create, async ({ params: { kind }, body, user, req }) => {
    const spec = specOf(kind);
    const values = await spec.values(app.db, validBody(kind, body));
    const row = await mapConflicts(
      app.db.transaction(async (tx) => {
        const created = await insertContent(tx, spec.table, values, user.id);
        await audit(tx, req, kind, 'create', created.id);
        return created;
      }),
    );
    return ok(await getContent(app.db, spec, row.id, false));
  });

  route(app, contentAdminApi.update, async ({ params: { kind, id }, body, user, req }) => {
    const spec = specOf(kind);
    const values = await spec.values(app.db, validBody(kind, body));
    await mapConflicts(
      app.db.transaction(async (tx) => {
        await updateContent(tx, spec.table, id, values, user.id);
        await audit(tx, req, kind, 'update', id);
      }),
    );
    return ok(await getContent(app.db, spec, id, false));
  });

  route(app, contentAdminApi.publish, async ({ params: { kind, id }, body, user, req }) => {
    const spec = specOf(kind);
    const { published, reason } = body;
    await app.db.transaction(async (tx) => {
      const current = await getContent(tx, spec, id, false);
      const publishedAt = 'publishedAt' in current && current.publishedAt ? new Date(current.publishedAt) : new Date();
      await updateContent(tx, spec.table, id, published ? { published, publishedAt } : { published }, user.id);
      await audit(tx, req, kind, published ? 'publish' : 'unpublish', id, reason ?? null);
    });
    return ok(await getContent(app.db, spec, id, false));
  });

  route(app, contentAdminApi.delete, async ({ params: { kind, id }, body, req }) => {
    await app.db.transaction(async (tx) => {
      await deleteContent(tx, specOf(kind).table, id);
      await audit(tx, req, kind, 'delete', id, body.reason ?? null);
    });
    return ok(null);
  });
}
