// One back-office review queue (deposits, withdrawals): the list with the users behind its records, one record for its
// page, approve with an optional note and reject with a reason, each idempotent, audited and answered with the
// reviewed record.
import type { EndpointDefinition, moneyAdminApi } from '@platform/contracts';
import type { Db } from '@platform/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit } from '../../../core/audit/record-audit.ts';
import type { DomainEvent } from '../../../core/events/domain-events.ts';
import { type QueryOf, type ResponseData, type RouteHandler, route } from '../../../core/http/route.ts';
import { type UserSummary, usersById } from '../../../core/identity/user-names.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';

type Queue = (typeof moneyAdminApi)['deposits' | 'withdrawals'];
type Decision = 'approve' | 'reject';
type Plain = RouteHandler<EndpointDefinition>;

export interface ReviewQueueSpec<Q extends Queue, Row extends { id: number; userId: number }> {
  /** The audit's target type and the prefix of its actions (`deposit.approve`). */
  target: 'deposit' | 'withdrawal';
  find: (db: Db, query: QueryOf<Q['list']>) => Promise<{ rows: Row[]; total: number }>;
  /** One record by its id, whatever its state. */
  get: (db: Db, id: number) => Promise<Row | undefined>;
  decide: (tx: Db, decision: Decision, id: number, operatorId: number, reason: string | null) => Promise<Row>;
  /** What the audit records of a decided record. */
  detail: (row: Row, decision: Decision) => Record<string, unknown>;
  views: (db: Db, rows: Row[], users: Map<number, UserSummary>) => Promise<ResponseData<Q['approve']>[]>;
  /** What the other features hear of a decision. */
  event: (row: Row, decision: Decision, reason: string | null) => DomainEvent;
}

export function reviewQueueRoutes<Q extends Queue, Row extends { id: number; userId: number }>(
  app: FastifyInstance,
  queue: Q,
  spec: ReviewQueueSpec<Q, Row>,
) {
  const viewsOf = async (db: Db, rows: Row[]) =>
    spec.views(
      db,
      rows,
      await usersById(
        db,
        rows.map((r) => r.userId),
      ),
    );

  // The two queues differ only in their record; TypeScript cannot narrow a route of a union of them, so each handler
  // is typed by hand above against the queue's own definitions (`Q`) and registered as a plain handler.
  const list = async ({ query }: { query: QueryOf<Q['list']> }) => {
    const { rows, total } = await spec.find(app.db, query);
    return ok({ rows: await viewsOf(app.db, rows), total });
  };
  route(app, queue.list as EndpointDefinition, list as unknown as Plain);

  const get = async ({ params }: { params: { id: number } }) => {
    const row = await spec.get(app.db, params.id);
    if (!row) throw AppError.notFound();
    const [view] = await viewsOf(app.db, [row]);
    return ok(view!);
  };
  route(app, queue.get as EndpointDefinition, get as unknown as Plain);

  const decide = (decision: Decision, req: FastifyRequest, operatorId: number, id: number, reason: string | null) => {
    let decided: Row | undefined;
    return {
      run: async (tx: Db) => {
        const row = await spec.decide(tx, decision, id, operatorId, reason);
        decided = row;
        await recordAudit(tx, req, {
          action: `${spec.target}.${decision}`,
          targetType: spec.target,
          targetId: row.id,
          subjectUserId: row.userId,
          reason,
          detail: spec.detail(row, decision),
        });
        const [view] = await viewsOf(tx, [row]);
        return { msgKey: decision === 'approve' ? ('approved' as const) : ('rejected' as const), data: view! };
      },
      after: () => {
        if (decided) app.events.publish(spec.event(decided, decision, reason));
      },
    };
  };
  type Decided<B> = { req: FastifyRequest; user: { id: number }; params: { id: number }; body: B };
  const approve = ({ req, user, params, body }: Decided<{ note?: string }>) =>
    decide('approve', req, user.id, params.id, body.note || null);
  const reject = ({ req, user, params, body }: Decided<{ reason: string }>) =>
    decide('reject', req, user.id, params.id, body.reason);
  route(app, queue.approve as EndpointDefinition, approve as unknown as Plain);
  route(app, queue.reject as EndpointDefinition, reject as unknown as Plain);
}
