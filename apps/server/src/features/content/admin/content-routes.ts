// The operators' endpoints of one kind of content, under /api/admin/content/<kind>. Every write is audited.
import {
  adminContentQuery,
  CONTENT_SCHEMAS,
  type ContentKind,
  deleteContentBody,
  envelopeOf,
  idParams,
  pageOf,
  publishContentBody,
  z,
} from '@platform/contracts';
import type { Db } from '@platform/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { ok } from '../../../lib/envelope.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { recordAudit } from '../../audit/record-audit.ts';
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

const audit = (tx: Db, req: FastifyRequest, kind: ContentKind, verb: string, id: number, reason?: string | null) =>
  recordAudit(tx, req, { action: `content.${kind}.${verb}`, targetType: `content.${kind}`, targetId: id, reason });

/** The one tag per language of about-us sections is the only unique field a body writes. */
async function mapConflicts<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict('slugTaken', 'tag');
    throw error;
  }
}

/** GET /, GET /:id, POST /, POST /:id, POST /:id/publish, POST /:id/delete for `kind`. */
export function contentKindRoutes(kind: ContentKind): FastifyPluginAsyncZod {
  const spec = CONTENT_KIND_SPECS[kind] as unknown as Spec;
  const { body: bodySchema, view } = CONTENT_SCHEMAS[kind];
  const tags = ['admin-content'];

  return async (app) => {
    app.get(
      '/',
      { schema: { tags, querystring: adminContentQuery, response: { 200: envelopeOf(pageOf(view)) } } },
      async (req) => {
        const { page, size, language } = req.query;
        return ok(await listContent(app.db, spec, { publishedOnly: false, language, page, size }));
      },
    );

    app.get('/:id', { schema: { tags, params: idParams, response: { 200: envelopeOf(view) } } }, async (req) =>
      ok(await getContent(app.db, spec, req.params.id, false)),
    );

    app.post(
      '/',
      { schema: { tags, body: bodySchema as z.ZodType, response: { 200: envelopeOf(view) } } },
      async (req) => {
        const actor = currentUser(req).id;
        const values = await spec.values(app.db, req.body);
        const row = await mapConflicts(
          app.db.transaction(async (tx) => {
            const created = await insertContent(tx, spec.table, values, actor);
            await audit(tx, req, kind, 'create', created.id);
            return created;
          }),
        );
        return ok(await getContent(app.db, spec, row.id, false));
      },
    );

    app.post(
      '/:id',
      { schema: { tags, params: idParams, body: bodySchema as z.ZodType, response: { 200: envelopeOf(view) } } },
      async (req) => {
        const actor = currentUser(req).id;
        const values = await spec.values(app.db, req.body);
        await mapConflicts(
          app.db.transaction(async (tx) => {
            await updateContent(tx, spec.table, req.params.id, values, actor);
            await audit(tx, req, kind, 'update', req.params.id);
          }),
        );
        return ok(await getContent(app.db, spec, req.params.id, false));
      },
    );

    app.post(
      '/:id/publish',
      { schema: { tags, params: idParams, body: publishContentBody, response: { 200: envelopeOf(view) } } },
      async (req) => {
        const actor = currentUser(req).id;
        const { published, reason } = req.body;
        await app.db.transaction(async (tx) => {
          const current = await getContent(tx, spec, req.params.id, false);
          const publishedAt =
            'publishedAt' in current && current.publishedAt ? new Date(current.publishedAt) : new Date();
          await updateContent(
            tx,
            spec.table,
            req.params.id,
            published ? { published, publishedAt } : { published },
            actor,
          );
          await audit(tx, req, kind, published ? 'publish' : 'unpublish', req.params.id, reason ?? null);
        });
        return ok(await getContent(app.db, spec, req.params.id, false));
      },
    );

    app.post(
      '/:id/delete',
      { schema: { tags, params: idParams, body: deleteContentBody, response: { 200: envelopeOf(z.null()) } } },
      async (req) => {
        await app.db.transaction(async (tx) => {
          await deleteContent(tx, spec.table, req.params.id);
          await audit(tx, req, kind, 'delete', req.params.id, req.body.reason ?? null);
        });
        return ok(null);
      },
    );
  };
}
