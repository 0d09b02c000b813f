// The API as a component test sees it: `fetch` answered by handlers typed from the contracts' endpoint registry. A
// handler gets the request's params, query and body parsed by the endpoint's own schemas and returns the envelope's
// `data`, which the endpoint's response schema must accept. A request no handler answers, a request its contract
// refuses, or an answer its contract refuses is a problem that fails the test (dom-setup.ts reads them after each).
import { CODES, type Code, type EndpointDefinition, type Envelope, type z } from '@platform/contracts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler is given: the request as the server would read it. */
export interface HandlerInput<E extends EndpointDefinition> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  headers: Headers;
  /** How many times this endpoint was called before this one, in this test. */
  calls: number;
}

/** What an endpoint answers with, as it travels (the response schema's input); a file endpoint's body as a Blob. */
export type AnswerOf<E extends EndpointDefinition> = E['response'] extends z.ZodType ? z.input<E['response']> : Blob;

/** The server refusing a request: an envelope with a code other than 200 (see `refuse`). */
export class Refusal {
  constructor(
    readonly code: Exclude<Code, 200>,
    readonly msg: string,
    readonly data: unknown = null,
  ) {}
}

/** A refusal as the server writes it: `refuse(400, 'Wrong password', [{ field: 'tradePassword', message: '…' }])`. */
export const refuse = (code: Exclude<Code, 200>, msg: string, data: unknown = null) => new Refusal(code, msg, data);

type Reply<E extends EndpointDefinition> = AnswerOf<E> | Refusal;
type Resolver<E extends EndpointDefinition> = (input: HandlerInput<E>) => Reply<E> | Promise<Reply<E>>;

export interface Handler {
  readonly endpoint: EndpointDefinition;
  readonly resolve: Resolver<EndpointDefinition>;
}

/**
 * Answers `endpoint` with a fixed answer or a function of the request. The answer's type is the endpoint's response
 * type; the kit checks it with the response schema too (types do not see refinements, formats or lengths).
 */
export function handle<E extends EndpointDefinition>(endpoint: E, reply: Reply<E> | Resolver<E>): Handler {
  const resolve = (typeof reply === 'function' ? reply : () => reply) as Resolver<EndpointDefinition>;
  return { endpoint, resolve };
}

/** A request that reached a handler, parsed. */
export interface CallRecord {
  endpoint: EndpointDefinition;
  params: unknown;
  query: unknown;
  body: unknown;
}

/** The `:name` segments of `template` read from `path`, or null when the path is another endpoint's. */
function paramsOf(template: string, path: string): Record<string, string> | null {
  const wanted = template.split('/');
  const given = path.split('/');
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of wanted.entries()) {
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(given[i]!);
    else if (segment !== given[i]) return null;
  }
  return params;
}

const issuesOf = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');

function abortError() {
  return new DOMException('The operation was aborted.', 'AbortError');
}

/** Answers the apps' requests while installed; one per test (reset between tests by dom-setup.ts). */
export function createFakeApi(baseURL = '/api') {
  let handlers: Handler[] = [];
  const problems: string[] = [];
  const calls: CallRecord[] = [];
  let original: typeof fetch | undefined;

  const envelope = (code: number, msg: string, data: unknown) =>
    new Response(JSON.stringify({ code, msg, data } satisfies Envelope), {
      status: code,
      headers: { 'Content-Type': 'application/json' },
    });

  function find(method: string, path: string) {
    for (const handler of handlers) {
      if (handler.endpoint.method !== method) continue;
      const params = paramsOf(handler.endpoint.path, path);
      if (params) return { handler, params };
    }
    return null;
  }

  function parse(schema: z.ZodType | undefined, value: unknown, what: string, route: string) {
    if (!schema) return { ok: true as const, value: undefined };
    const result = schema.safeParse(value);
    if (result.success) return { ok: true as const, value: result.data };
    problems.push(`${route}: the app sent ${what} its contract refuses: ${issuesOf(result.error)}`);
    return { ok: false as const };
  }

  async function answer(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const route = `${method} ${url.pathname}`;
    if (!url.pathname.startsWith(`${baseURL}/`)) {
      problems.push(`${route}: not under ${baseURL}, and nothing answers it in a component test`);
      return envelope(CODES.notFound, 'Not found', null);
    }
    const found = find(method, url.pathname.slice(baseURL.length));
    if (!found) {
      problems.push(`${route}${url.search}: no handler answers it (add handle(…) for its endpoint)`);
      return envelope(CODES.notFound, 'Not found', null);
    }
    const { handler } = found;
    const { endpoint } = handler;
    const name = `${endpoint.method} ${endpoint.path}`;
    const search: Record<string, string | string[]> = {};
    for (const key of new Set(url.searchParams.keys())) {
      const all = url.searchParams.getAll(key);
      search[key] = all.length > 1 ? all : all[0]!;
    }
    const rawBody = endpoint.multipart || typeof init.body !== 'string' ? undefined : JSON.parse(init.body);
    const params = parse(endpoint.params, found.params, 'params', name);
    const query = parse(endpoint.query, search, 'a query', name);
    const body = parse(endpoint.body, endpoint.body && rawBody === undefined ? {} : rawBody, 'a body', name);
    if (!params.ok || !query.ok || !body.ok) return envelope(CODES.badRequest, 'Refused by the contract', null);

    const before = calls.filter((call) => call.endpoint === endpoint).length;
    calls.push({ endpoint, params: params.value, query: query.value, body: body.value });
    const reply = await handler.resolve({
      params: params.value,
      query: query.value,
      body: body.value,
      headers: new Headers(init.headers),
      calls: before,
    });
    if (reply instanceof Refusal) return envelope(reply.code, reply.msg, reply.data);
    // A file (RAW_RESPONSE) is the body itself, not an envelope.
    if (typeof endpoint.response === 'string') return new Response(reply as Blob, { status: CODES.ok });
    const checked = endpoint.response.safeParse(reply);
    if (!checked.success) problems.push(`${name}: the fake's answer breaks its contract: ${issuesOf(checked.error)}`);
    return envelope(CODES.ok, 'success', reply);
  }

  /** `fetch` as the apps' client calls it: answered by the handlers, abortable like the real one. */
  const fakeFetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const signal = init?.signal;
    if (signal?.aborted) return Promise.reject(abortError());
    return new Promise((resolve, reject) => {
      const onAbort = () => reject(abortError());
      signal?.addEventListener('abort', onAbort, { once: true });
      answer(input, init).then(resolve, (error: unknown) => {
        problems.push(`A handler threw: ${error instanceof Error ? error.stack : String(error)}`);
        resolve(envelope(CODES.internal, 'A handler threw', null));
      });
    });
  };

  return {
    /** Adds handlers; the last one added for an endpoint answers it (a test overrides what a render set up). */
    use(...more: Handler[]) {
      handlers = [...[...more].reverse(), ...handlers];
    },
    /** The requests that reached `endpoint`, parsed, oldest first. */
    callsTo<E extends EndpointDefinition>(endpoint: E): Array<Pick<HandlerInput<E>, 'params' | 'query' | 'body'>> {
      return calls
        .filter((call) => call.endpoint === endpoint)
        .map(
          ({ params, query, body }) => ({ params, query, body }) as Pick<HandlerInput<E>, 'params' | 'query' | 'body'>,
        );
    },
    /** What went wrong so far (unanswered requests, broken contracts), emptied. */
    takeProblems(): string[] {
      return problems.splice(0);
    },
    install() {
      original = globalThis.fetch;
      globalThis.fetch = fakeFetch as typeof fetch;
    },
    uninstall() {
      if (original) globalThis.fetch = original;
      handlers = [];
      calls.length = 0;
      problems.length = 0;
    },
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;
