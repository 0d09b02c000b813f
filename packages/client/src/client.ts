// The HTTP client every app uses (spec sections 7 and 8): envelope, token, language, timeout, cancel-on-repeat.
import {
  CODES,
  type EndpointDefinition,
  type EndpointInput,
  type EndpointResult,
  type Envelope,
  filesApi,
  IDEMPOTENCY_HEADER,
  type NeedsNoInput,
  pathWith,
  TIMINGS,
} from '@platform/contracts';
import { ApiError } from './api-error.ts';
import { type FirstLoadMessageKey, messageIn } from './messages/message-catalogue.ts';
import { dropNulls, requestKey, toQueryString } from './params.ts';
import { isSchemaLeftOut } from './schema-left-out.ts';

export interface ClientOptions {
  /** Where the API lives, e.g. `/api` or `http://localhost:8080/api`. */
  baseURL: string;
  getToken?: () => string | null | undefined;
  getLanguage?: () => string;
  /** Codes 401 and 403: the app shows 'Login expired' and signs the user out. */
  onSessionExpired?: (error: ApiError) => void;
  /** The network failed or timed out: the app shows 'Network error'. */
  onNetworkError?: (error: ApiError) => void;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /**
   * Checks every answer against its endpoint's response schema and fails loudly when they differ (development and
   * tests: the server and the app drifted apart).
   */
  validateResponses?: boolean;
  /**
   * Loads every endpoint's full definition (`@platform/client/endpoint-table`), for checking answers of endpoints whose
   * schemas the apps' build left out. Given only by builds that check answers, so that production bundles hold no
   * import of the table: its schemas would otherwise share chunks with the first load.
   */
  loadEndpointTable?: () => Promise<EndpointTable>;
}

/** The full definition of each endpoint, by `METHOD path` (what `@platform/client/endpoint-table` exports). */
export type EndpointTable = ReadonlyMap<string, EndpointDefinition>;

export interface RequestOptions {
  /** Aborts this request too (it then rejects with the silent abort error). */
  signal?: AbortSignal;
  /** Opt out of cancel-on-repeat for requests that must all complete. */
  allowParallel?: boolean;
  /** Sent as the `Idempotency-Key` header: every money-moving POST has one, so a retry never moves money twice. */
  idempotencyKey?: string;
}

/** What an upload answers with, besides its path. */
export type UploadedFile = EndpointResult<typeof filesApi.uploadOne>;

export interface UploadResult<T = UploadedFile> {
  /** The API base address + the relative path the server returned in `msg`. */
  url: string;
  path: string;
  data: T;
}

export type Client = ReturnType<typeof createClient>;

/** The arguments of `call`: the input may be left out when the endpoint takes none. */
export type CallArgs<E extends EndpointDefinition> =
  NeedsNoInput<E> extends true
    ? [input?: EndpointInput<E>, opts?: RequestOptions]
    : [input: EndpointInput<E>, opts?: RequestOptions];

/** The answer did not match the endpoint's response schema: the server and the app disagree. */
export class ResponseDriftError extends Error {
  constructor(endpoint: EndpointDefinition, issues: unknown) {
    super(`Response of ${endpoint.method} ${endpoint.path} does not match its contract: ${JSON.stringify(issues)}`);
    this.name = 'ResponseDriftError';
  }
}

/** Where an endpoint with this input lives, under the API base (for downloads and links). */
export function endpointPath<E extends EndpointDefinition>(
  endpoint: E,
  input: EndpointInput<E> = {} as EndpointInput<E>,
) {
  return `${pathWith(endpoint.path, (input.params ?? {}) as Record<string, unknown>)}${
    input.query ? toQueryString(input.query as Record<string, unknown>) : ''
  }`;
}

/** The response schema the apps' build left out of this definition, from the full endpoint table. */
async function fullResponseSchema(endpoint: EndpointDefinition, loadTable: ClientOptions['loadEndpointTable']) {
  const route = `${endpoint.method} ${endpoint.path}`;
  if (!loadTable)
    throw new Error(`${route}: its response schema is left out of the bundle and no endpoint table is given`);
  const full = (await loadTable()).get(route);
  if (!full) throw new Error(`${route} is not in the endpoint table`);
  return full.response;
}

/** The body of a file answer; a refusal (an envelope with a non-2xx status) rejects with the server's message. */
async function fileOf(response: Response, notFound: string): Promise<Blob> {
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as Envelope | null;
    throw new ApiError('api', envelope?.code ?? response.status, envelope?.msg ?? notFound, envelope?.data ?? null);
  }
  return response.blob();
}

export function createClient(options: ClientOptions) {
  const timeoutMs = options.timeoutMs ?? TIMINGS.requestTimeoutMs;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const inFlight = new Map<string, AbortController>();
  const language = () => options.getLanguage?.() ?? 'en';
  const say = (key: FirstLoadMessageKey) => messageIn(key, language());

  function headers(json: boolean): Record<string, string> {
    const token = options.getToken?.();
    return {
      ...(json ? { 'Content-Type': 'application/json' } : {}),
      'Accept-Language': language(),
      ...(token ? { Authorization: token } : {}),
    };
  }

  /**
   * A 400's schema default texts in words (validation-text.ts), fetched the first time one comes: no first load carries
   * it. Should the chunk not come, the server's own texts stand.
   */
  function reworded<T>(envelope: Envelope<T>): Promise<Envelope<T>> {
    return import('./validation-text.ts').then(
      ({ readableValidation }) => ({ ...envelope, ...readableValidation(envelope.msg, envelope.data, language()) }),
      () => envelope,
    );
  }

  function settle<T>(envelope: Envelope<T>): T {
    if (envelope.code === CODES.ok) return envelope.data;
    const error = new ApiError('api', envelope.code, envelope.msg, envelope.data);
    if (envelope.code === CODES.unauthorized || envelope.code === CODES.forbidden) {
      options.onSessionExpired?.(new ApiError('api', envelope.code, say('loginExpired'), envelope.data));
    }
    throw error;
  }

  async function send<T>(method: string, path: string, init: RequestInit, key: string, opts: RequestOptions) {
    const controller = new AbortController();
    if (!opts.allowParallel) {
      inFlight.get(key)?.abort(new ApiError('abort', 0, ''));
      inFlight.set(key, controller);
    }
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onOuterAbort = () => controller.abort();
    // A signal aborted before the call never fires its event: honour it now.
    if (opts.signal?.aborted) controller.abort();
    else opts.signal?.addEventListener('abort', onOuterAbort, { once: true });

    try {
      let response: Response;
      try {
        response = await doFetch(`${options.baseURL}${path}`, { ...init, method, signal: controller.signal });
      } catch {
        if (timedOut || !controller.signal.aborted) {
          const error = new ApiError(timedOut ? 'timeout' : 'network', 0, say('networkError'));
          options.onNetworkError?.(error);
          throw error;
        }
        throw new ApiError('abort', 0, '');
      }
      let envelope: Envelope<T>;
      try {
        envelope = (await response.json()) as Envelope<T>;
      } catch {
        if (controller.signal.aborted && !timedOut) throw new ApiError('abort', 0, '');
        const error = new ApiError('network', response.status, say('networkError'));
        options.onNetworkError?.(error);
        throw error;
      }
      if (typeof envelope?.code !== 'number') throw new ApiError('api', response.status, say('networkError'));
      if (envelope.code === CODES.badRequest && Array.isArray(envelope.data)) envelope = await reworded(envelope);
      return settle(envelope);
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onOuterAbort);
      if (inFlight.get(key) === controller) inFlight.delete(key);
    }
  }

  function get<T>(path: string, query?: Record<string, unknown>, opts: RequestOptions = {}): Promise<T> {
    const url = `${path}${toQueryString(query)}`;
    return send<T>('GET', url, { headers: headers(true) }, requestKey('GET', url, undefined), opts);
  }

  function post<T>(path: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
    const payload = body === undefined ? undefined : dropNulls(body);
    const init = {
      headers: { ...headers(true), ...(opts.idempotencyKey ? { [IDEMPOTENCY_HEADER]: opts.idempotencyKey } : {}) },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    };
    return send<T>('POST', path, init, requestKey('POST', path, payload), opts);
  }

  async function checked<E extends EndpointDefinition>(endpoint: E, data: unknown): Promise<EndpointResult<E>> {
    if (!options.validateResponses) return data as EndpointResult<E>;
    const response = isSchemaLeftOut(endpoint.response)
      ? await fullResponseSchema(endpoint, options.loadEndpointTable)
      : endpoint.response;
    if (typeof response === 'string') return data as EndpointResult<E>;
    const result = response.safeParse(data);
    if (!result.success) throw new ResponseDriftError(endpoint, result.error.issues);
    return data as EndpointResult<E>;
  }

  return {
    /** Calls an endpoint defined in contracts: its path, method, input and answer all come from the definition. */
    async call<E extends EndpointDefinition>(
      endpoint: E,
      ...[input, opts = {}]: CallArgs<E>
    ): Promise<EndpointResult<E>> {
      if (endpoint.idempotent && !opts.idempotencyKey) {
        throw new Error(`${endpoint.method} ${endpoint.path} moves money: pass an idempotencyKey`);
      }
      const path = pathWith(endpoint.path, (input?.params ?? {}) as Record<string, unknown>);
      const data =
        endpoint.method === 'GET'
          ? await get<unknown>(path, input?.query as Record<string, unknown> | undefined, opts)
          : await post<unknown>(path, input?.body, opts);
      return await checked(endpoint, data);
    },

    /**
     * Multipart upload (`filesApi.uploadOne`, or another multipart endpoint answering as it does) with `fields` first,
     * then a `file` field; code 200 carries the relative path in `msg`.
     */
    async upload(
      file: Blob,
      opts: RequestOptions & {
        fileName?: string;
        fields?: Record<string, string>;
        endpoint?: EndpointDefinition & { multipart: true };
      } = {},
    ): Promise<UploadResult<UploadedFile>> {
      const path = (opts.endpoint ?? filesApi.uploadOne).path;
      const form = new FormData();
      for (const [k, v] of Object.entries(opts.fields ?? {})) form.append(k, v);
      form.append('file', file, opts.fileName ?? (file instanceof File ? file.name : 'upload'));
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
      try {
        let response: Response;
        try {
          response = await doFetch(`${options.baseURL}${path}`, {
            method: 'POST',
            headers: headers(false),
            body: form,
            signal: opts.signal ? AbortSignal.any([opts.signal, controller.signal]) : controller.signal,
          });
        } catch {
          // Cancelled by the caller: silent, like any cancelled request.
          if (opts.signal?.aborted && !timedOut) throw new ApiError('abort', 0, '');
          const error = new ApiError(timedOut ? 'timeout' : 'network', 0, say('networkError'));
          options.onNetworkError?.(error);
          throw error;
        }
        const envelope = (await response.json().catch(() => null)) as Envelope<UploadedFile> | null;
        if (!envelope || envelope.code !== CODES.ok) {
          if (envelope && (envelope.code === CODES.unauthorized || envelope.code === CODES.forbidden)) settle(envelope);
          throw new ApiError(
            'api',
            envelope?.code ?? response.status,
            envelope?.msg || say('uploadFail'),
            envelope?.data,
          );
        }
        return { url: `${options.baseURL}${envelope.msg}`, path: envelope.msg, data: envelope.data };
      } finally {
        clearTimeout(timer);
      }
    },

    /** Fetches a private file with the token, for showing it (e.g. as an object URL). */
    async fetchFile(url: string): Promise<Blob> {
      const response = await doFetch(url, { headers: headers(false) });
      return fileOf(response, say('notFound'));
    },

    /**
     * Calls an endpoint that answers with a file (RAW_RESPONSE) rather than the envelope, GET or POST: a PDF for a
     * token sent in the body, which a plain link could not carry. A refusal rejects with the server's message.
     */
    async download<E extends EndpointDefinition>(endpoint: E, ...[input]: CallArgs<E>): Promise<Blob> {
      const path = pathWith(endpoint.path, (input?.params ?? {}) as Record<string, unknown>);
      const url = `${options.baseURL}${path}${toQueryString(input?.query as Record<string, unknown> | undefined)}`;
      const body = endpoint.method === 'POST' && input?.body !== undefined ? dropNulls(input.body) : undefined;
      let response: Response;
      try {
        response = await doFetch(url, {
          method: endpoint.method,
          headers: headers(body !== undefined),
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      } catch {
        const error = new ApiError('network', 0, say('networkError'));
        options.onNetworkError?.(error);
        throw error;
      }
      return fileOf(response, say('notFound'));
    },
  };
}
