// Registers a route from its endpoint definition in contracts: the schemas, the OpenAPI tags, who may call it, its rate
// limits, for money-moving endpoints the idempotent run, and the news a successful call announces. The
// handler gets typed, validated input and the caller.
import {
  type AnnouncedTopic,
  type Caller,
  type EndpointDefinition,
  type Envelope,
  envelopeOf,
  RAW_RESPONSE,
  type RateLimit,
  type z,
} from '@platform/contracts';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onResponseAsyncHookHandler,
} from 'fastify';
import { type AuthUser, requireRole, requireUser } from '../../plugins/auth.ts';
import { type IdempotentWork, runIdempotent } from './idempotent.ts';
import { refuseUnexpectedBody } from './no-body.ts';
import { rateLimitOptions } from './rate-limits.ts';
import { refuseUnstorableParts, refuseUnstorableText } from './unstorable-text.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the server may answer with: the input side of the response schema (the serializer checks it). */
export type ResponseData<E extends EndpointDefinition> = E['response'] extends z.ZodType
  ? z.input<E['response']>
  : never;

/** The validated query of an endpoint, as its handler receives it. */
export type QueryOf<E extends EndpointDefinition> = Parsed<E['query']>;

export interface RouteContext<E extends EndpointDefinition> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  /** The caller; only a public endpoint can be reached without one. */
  user: E['caller'] extends 'public' ? AuthUser | null : AuthUser;
  req: FastifyRequest;
  reply: FastifyReply;
}

type Awaitable<T> = T | Promise<T>;

export type RouteHandler<E extends EndpointDefinition> = E['idempotent'] extends true
  ? (context: RouteContext<E>) => Awaitable<IdempotentWork<ResponseData<E>>>
  : E['response'] extends typeof RAW_RESPONSE
    ? (context: RouteContext<E>) => Promise<FastifyReply>
    : (context: RouteContext<E>) => Promise<Envelope<ResponseData<E>>>;

export interface RouteExtras {
  /** Checks that run after the caller is known and before the rate limits (a feature switched off, say). */
  guard?: (req: FastifyRequest) => Promise<void>;
}

function callerCheck(caller: Caller): onRequestAsyncHookHandler | undefined {
  if (caller === 'public') return undefined;
  if (caller === 'user') return requireUser;
  if (caller === 'operator') return requireRole();
  return requireRole(...caller.roles);
}

/** After a call that changed a catalogue or a queue succeeded: the sockets watching it, on every node, are told. */
const announce =
  (app: FastifyInstance, topic: AnnouncedTopic): onResponseAsyncHookHandler =>
  async (_req, reply) => {
    if (reply.statusCode < 300) app.events.publish({ type: 'news.changed', topic });
  };

const asList = (limits: RateLimit | readonly RateLimit[] | undefined): readonly RateLimit[] =>
  limits === undefined ? [] : 'per' in limits ? [limits as RateLimit] : (limits as readonly RateLimit[]);

/** Registers `handler` for `endpoint` in `app` (the path is relative to the context's prefix, `/api`). */
export function route<const E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
  extras: RouteExtras = {},
) {
  const isOperator = typeof endpoint.caller === 'object' || endpoint.caller === 'operator';
  const limits = rateLimitOptions(app, asList(endpoint.rateLimit), `${endpoint.method} ${endpoint.path}`);
  const check = callerCheck(endpoint.caller);
  const raw = endpoint.response === RAW_RESPONSE;
  const run = handler as (context: RouteContext<E>) => unknown;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(check ? { onRequest: check } : {}),
    ...(limits.config ? { config: limits.config } : {}),
    // Before the schemas: a character the database cannot store is refused the same way on every endpoint, and so is a
    // body sent where the contract declares none.
    preValidation: endpoint.multipart
      ? [refuseUnstorableText, refuseUnstorableParts]
      : endpoint.body
        ? refuseUnstorableText
        : [refuseUnexpectedBody, refuseUnstorableText],
    preHandler: [...(extras.guard ? [extras.guard] : []), ...limits.preHandler],
    ...(endpoint.announces ? { onResponse: announce(app, endpoint.announces) } : {}),
    schema: {
      tags: isOperator ? ['admin', endpoint.tag] : [endpoint.tag],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(raw ? {} : { response: { 200: envelopeOf(endpoint.response as z.ZodType) } }),
    },
    handler: async (req, reply) => {
      const context = {
        params: req.params,
        query: req.query,
        body: req.body,
        user: req.user,
        req,
        reply,
      } as RouteContext<E>;
      if (!endpoint.idempotent) return run(context);
      const work = await (run(context) as Awaitable<IdempotentWork<unknown>>);
      return runIdempotent(req, reply, work);
    },
  });
}
