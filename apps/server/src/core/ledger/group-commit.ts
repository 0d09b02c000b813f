// Group commit for idempotent work (TigerBeetle's batches, done by the application): requests of one kind that arrive
// while a group is being written wait together and are then written as one transaction — their keys claimed in one
// statement, their work done set-based by the kind, their responses kept in one statement, one durable commit — and
// each is answered after that commit. Every request keeps its own key, result and refusal; if the group's transaction
// fails as a whole, each of its requests runs again alone, so one bad request never fails its neighbours.
import { CODES } from '@platform/contracts';
import { type Db, idempotencyKeys, sql } from '@platform/db';
import type { AppError } from '../../lib/app-error.ts';
import {
  findStoredMany,
  type IdempotentRequest,
  type IdempotentResult,
  isRecordable,
  keyOf,
  replay,
  type Stored,
  storedError,
  type WorkResult,
} from './idempotency-records.ts';
import { rowsOf } from './rows.ts';

/** One request's outcome in a group: its result, or its own refusal (which its key keeps, as for a lone request). */
export type GroupOutcome<T> = { ok: WorkResult<T> } | { refused: AppError };

export interface GroupKind<I, T> {
  /**
   * Does the work of every input in the caller's transaction and answers one outcome per input, in order. Inputs are
   * in arrival order and later ones see the effects of earlier ones. Anything thrown fails the whole group.
   */
  runGroup(tx: Db, inputs: readonly I[]): Promise<GroupOutcome<T>[]>;
  /** The most requests written in one transaction. */
  maxSize: number;
}

/** What a request hands the runner: its kind and its input. */
export interface GroupTicket<T> {
  kind: GroupKind<unknown, T>;
  input: unknown;
}

/** Runs one request alone in its own transaction (the fallback): the idempotency runner's usual path. */
export type RunAlone = <T>(
  db: Db,
  request: IdempotentRequest,
  work: (tx: Db) => Promise<WorkResult<T>>,
) => Promise<IdempotentResult<T>>;

interface Waiting {
  db: Db;
  kind: GroupKind<unknown, unknown>;
  request: IdempotentRequest;
  input: unknown;
  alone: RunAlone;
  resolve(result: IdempotentResult<unknown>): void;
  reject(error: unknown): void;
}

interface Queue {
  waiting: Waiting[];
  /** groups being written now, at most `parallel` */
  writing: number;
  parallel: number;
  scheduled: boolean;
}

/**
 * How many groups of a kind may be written at once: one on a single connection (PGlite runs one transaction at a time,
 * so a second group would only wait, smaller); on a pool, a few, so one group's round trips and commit overlap
 * another's, leaving most connections to the rest of the server.
 */
function parallelGroups(db: Db): number {
  const pool = (db as { $client?: { options?: { max?: number } } }).$client?.options?.max;
  return pool === undefined ? 1 : Math.max(1, Math.min(4, Math.floor(pool / 4)));
}

// One queue per database and kind; the requests waiting on it form the next group.
const queues = new WeakMap<Db, Map<GroupKind<unknown, unknown>, Queue>>();

function queueOf(db: Db, kind: GroupKind<unknown, unknown>): Queue {
  const byKind = queues.get(db) ?? new Map<GroupKind<unknown, unknown>, Queue>();
  queues.set(db, byKind);
  const queue = byKind.get(kind) ?? { waiting: [], writing: 0, parallel: parallelGroups(db), scheduled: false };
  byKind.set(kind, queue);
  return queue;
}

/** The work of one input alone: its group of one, its refusal thrown. */
export async function runOne<I, T>(kind: GroupKind<I, T>, tx: Db, input: I): Promise<WorkResult<T>> {
  const [outcome] = await kind.runGroup(tx, [input]);
  if (!outcome) throw new Error('a group kind answered no outcome');
  if ('refused' in outcome) throw outcome.refused;
  return outcome.ok;
}

function runAlone(item: Waiting): Promise<void> {
  return item.alone(item.db, item.request, (tx) => runOne(item.kind, tx, item.input)).then(item.resolve, item.reject);
}

/** Queues the request for the next group of its kind and answers once that group committed. */
export function runGrouped<T>(
  db: Db,
  request: IdempotentRequest,
  ticket: GroupTicket<T>,
  alone: RunAlone,
): Promise<IdempotentResult<T>> {
  const kind = ticket.kind as GroupKind<unknown, unknown>;
  const queue = queueOf(db, kind);
  return new Promise<IdempotentResult<T>>((resolve, reject) => {
    queue.waiting.push({
      db,
      kind,
      request,
      input: ticket.input,
      alone,
      resolve: resolve as (result: IdempotentResult<unknown>) => void,
      reject,
    });
    schedule(db, kind, queue);
  });
}

function schedule(db: Db, kind: GroupKind<unknown, unknown>, queue: Queue) {
  if (queue.writing >= queue.parallel || queue.scheduled || queue.waiting.length === 0) return;
  queue.scheduled = true;
  // After the I/O callbacks of this turn, so the requests that arrived together are written together.
  setImmediate(() => {
    queue.scheduled = false;
    const group = takeGroup(queue, kind.maxSize);
    if (group.length === 0) return;
    queue.writing += 1;
    writeGroup(db, kind, group)
      // writeGroup answers every request itself; this only guards against a bug leaving one unanswered.
      .catch((error: unknown) => {
        for (const item of group) item.reject(error);
      })
      .finally(() => {
        queue.writing -= 1;
        schedule(db, kind, queue);
      });
    schedule(db, kind, queue);
  });
}

/** The next group in arrival order; a second request with a key already in it waits for the next (it will replay). */
function takeGroup(queue: Queue, maxSize: number): Waiting[] {
  const group: Waiting[] = [];
  const keys = new Set<string>();
  const later: Waiting[] = [];
  for (const item of queue.waiting) {
    const key = keyOf(item.request);
    if (group.length >= maxSize || keys.has(key)) later.push(item);
    else {
      keys.add(key);
      group.push(item);
    }
  }
  queue.waiting = later;
  return group;
}

async function writeGroup(db: Db, kind: GroupKind<unknown, unknown>, group: Waiting[]) {
  const answers = new Map<Waiting, GroupOutcome<unknown>>();
  try {
    await db.transaction(async (tx) => {
      const claimed = await claimKeys(
        tx,
        group.map((item) => item.request),
      );
      const fresh = group.filter((item) => claimed.has(keyOf(item.request)));
      if (fresh.length === 0) return;
      const outcomes = await kind.runGroup(
        tx,
        fresh.map((item) => item.input),
      );
      if (outcomes.length !== fresh.length) throw new Error('a group kind answered the wrong number of outcomes');
      for (const [i, item] of fresh.entries()) {
        const outcome = outcomes[i]!;
        // A failure that is not a refusal is no answer to keep: the group runs again alone, request by request.
        if ('refused' in outcome && !isRecordable(outcome.refused)) throw outcome.refused;
        answers.set(item, outcome);
      }
      await keepResponses(tx, answers);
    });
  } catch {
    // Nothing of the group stayed: each request runs alone, so it succeeds or fails on its own.
    await Promise.all(group.map(runAlone));
    return;
  }
  for (const [item, outcome] of answers) {
    if ('ok' in outcome) item.resolve({ ...outcome.ok, replayed: false });
    else item.reject(outcome.refused);
  }
  const taken = group.filter((item) => !answers.has(item));
  if (taken.length > 0) await answerFromStore(db, taken);
}

/**
 * Inserts the keys' rows in one statement, in key order (so two groups never wait on each other in a cycle). A key
 * already kept, or being written by another transaction (waited for), is not claimed: its request replays.
 */
async function claimKeys(tx: Db, requests: IdempotentRequest[]): Promise<Set<string>> {
  const rows = JSON.stringify(
    requests.map((r) => ({ user_id: r.userId, key: r.key, scope: r.scope, request_hash: r.requestHash })),
  );
  const claimed = rowsOf<{ user_id: number; key: string }>(
    await tx.execute(sql`insert into ${idempotencyKeys} (user_id, key, scope, request_hash, status, response)
      select r.user_id, r.key, r.scope, r.request_hash, 0, '{"kind":"running"}'::jsonb
      from jsonb_to_recordset(${rows}::jsonb) as r(user_id int, key text, scope text, request_hash text)
      order by r.user_id, r.key
      on conflict do nothing
      returning user_id, key`),
  );
  return new Set(claimed.map((row) => keyOf({ userId: Number(row.user_id), key: row.key })));
}

async function keepResponses(tx: Db, answers: Map<Waiting, GroupOutcome<unknown>>) {
  const rows = JSON.stringify(
    [...answers].map(([item, outcome]) => {
      const response: Stored =
        'ok' in outcome
          ? { kind: 'ok', msgKey: outcome.ok.msgKey, data: outcome.ok.data }
          : storedError(outcome.refused);
      const status = 'ok' in outcome ? CODES.ok : outcome.refused.code;
      return { user_id: item.request.userId, key: item.request.key, status, response };
    }),
  );
  await tx.execute(sql`update ${idempotencyKeys} k set status = r.status, response = r.response
    from jsonb_to_recordset(${rows}::jsonb) as r(user_id int, key text, status int, response jsonb)
    where k.user_id = r.user_id and k.key = r.key`);
}

/** Requests whose key another request claimed first: answered as that one was. */
async function answerFromStore(db: Db, items: Waiting[]) {
  try {
    const stored = await findStoredMany(
      db,
      items.map((item) => item.request),
    );
    for (const item of items) {
      const row = stored.get(keyOf(item.request));
      if (!row) {
        // Swept between the claim and this read: the key is free again, so the request runs as new.
        void runAlone(item);
        continue;
      }
      try {
        item.resolve(replay(row, item.request));
      } catch (error) {
        item.reject(error);
      }
    }
  } catch (error) {
    for (const item of items) item.reject(error);
  }
}
