// Group commit for idempotent work (TigerBeetle's batches, done by the application): requests of one kind that arrive
// while a group is being written wait together and are then written by one statement — their keys checked, their
// work done set-based, their responses kept with their keys, one durable commit — and each is answered after that
// commit. Every request keeps its own key, result and refusal; if the group's statement fails as a whole, each of its
// requests is written again alone, so one bad request never fails its neighbours.
import type { Db } from '@platform/db';
import type { AppError } from '../../lib/app-error.ts';
import {
  type IdempotentRequest,
  type IdempotentResult,
  keyOf,
  replay,
  type StoredReply,
  type WorkResult,
} from './idempotency-records.ts';

/** One request's outcome in a group: its result, or its own refusal (which its key keeps, as for a lone request). */
export type GroupOutcome<T> = { ok: WorkResult<T> } | { refused: AppError };

/** A keyed request's outcome: as above, or the reply its key already kept (answered again, nothing done). */
export type KeyedOutcome<T> = GroupOutcome<T> | { kept: StoredReply };

export interface KeyedInput<I> {
  request: IdempotentRequest;
  input: I;
}

export interface GroupKind<I, T> {
  /**
   * Does the work of every input in the caller's transaction, no keys involved, and answers one outcome per input, in
   * order. Inputs are in arrival order and later ones see the effects of earlier ones.
   */
  runGroup(tx: Db, inputs: readonly I[]): Promise<GroupOutcome<T>[]>;
  /**
   * The whole group as one transaction of its own (one statement, so one round trip): each key already kept is
   * answered `kept`; the others' work is done as in `runGroup` and each result or refusal is kept with its key before
   * the commit. Throws, keeping nothing, when anything fails (a key another transaction kept meanwhile included).
   */
  writeGroup(db: Db, items: readonly KeyedInput<I>[]): Promise<KeyedOutcome<T>[]>;
  /** The most requests written by one statement. */
  maxSize: number;
}

/** What a request hands the runner: its kind and its input. */
export interface GroupTicket<T> {
  kind: GroupKind<unknown, T>;
  input: unknown;
}

interface Waiting extends KeyedInput<unknown> {
  db: Db;
  kind: GroupKind<unknown, unknown>;
  resolve(result: IdempotentResult<unknown>): void;
  reject(error: unknown): void;
}

interface Queue {
  waiting: Waiting[];
  /** groups being written now, at most `parallel` */
  writing: number;
  parallel: number;
  scheduled: boolean;
  /** keys in the groups being written: a request repeating one waits for it, then is answered from what it kept */
  writingKeys: Set<string>;
}

/**
 * How many groups of a kind may be written at once: one on a single connection (PGlite runs one statement at a time,
 * so a second group would only wait, smaller); on a pool, a few, so one group's round trip and commit overlap
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
  const queue = byKind.get(kind) ?? {
    waiting: [],
    writing: 0,
    parallel: parallelGroups(db),
    scheduled: false,
    writingKeys: new Set<string>(),
  };
  byKind.set(kind, queue);
  return queue;
}

/** The work of one input alone, in the caller's transaction: its group of one, its refusal thrown. */
export async function runOne<I, T>(kind: GroupKind<I, T>, tx: Db, input: I): Promise<WorkResult<T>> {
  const [outcome] = await kind.runGroup(tx, [input]);
  if (!outcome) throw new Error('a group kind answered no outcome');
  if ('refused' in outcome) throw outcome.refused;
  return outcome.ok;
}

/** Queues the request for the next group of its kind and answers once that group committed. */
export function runGrouped<T>(
  db: Db,
  request: IdempotentRequest,
  ticket: GroupTicket<T>,
): Promise<IdempotentResult<T>> {
  const kind = ticket.kind as GroupKind<unknown, unknown>;
  const queue = queueOf(db, kind);
  return new Promise<IdempotentResult<T>>((resolve, reject) => {
    queue.waiting.push({
      db,
      kind,
      request,
      input: ticket.input,
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
    const keys = group.map((item) => keyOf(item.request));
    for (const key of keys) queue.writingKeys.add(key);
    writeGroup(db, kind, group)
      // writeGroup answers every request itself; this only guards against a bug leaving one unanswered.
      .catch((error: unknown) => {
        for (const item of group) item.reject(error);
      })
      .finally(() => {
        queue.writing -= 1;
        for (const key of keys) queue.writingKeys.delete(key);
        schedule(db, kind, queue);
      });
    schedule(db, kind, queue);
  });
}

/**
 * The next group in arrival order. A request whose key is already in it, or in a group being written, waits for a
 * later group (it will be answered from what its key kept).
 */
function takeGroup(queue: Queue, maxSize: number): Waiting[] {
  const group: Waiting[] = [];
  const keys = new Set<string>();
  const later: Waiting[] = [];
  for (const item of queue.waiting) {
    const key = keyOf(item.request);
    if (group.length >= maxSize || keys.has(key) || queue.writingKeys.has(key)) later.push(item);
    else {
      keys.add(key);
      group.push(item);
    }
  }
  queue.waiting = later;
  return group;
}

async function writeGroup(db: Db, kind: GroupKind<unknown, unknown>, group: Waiting[]) {
  let outcomes: KeyedOutcome<unknown>[];
  try {
    outcomes = await kind.writeGroup(db, group);
    if (outcomes.length !== group.length) throw new Error('a group kind answered the wrong number of outcomes');
  } catch {
    // Nothing of the group stayed: each request is written alone, so it succeeds or fails on its own.
    await Promise.all(group.map(writeAlone));
    return;
  }
  for (const [i, item] of group.entries()) answer(item, outcomes[i]!);
}

async function writeAlone(item: Waiting) {
  try {
    const [outcome] = await item.kind.writeGroup(item.db, [item]);
    if (!outcome) throw new Error('a group kind answered no outcome');
    answer(item, outcome);
  } catch (error) {
    item.reject(error);
  }
}

function answer(item: Waiting, outcome: KeyedOutcome<unknown>) {
  if ('ok' in outcome) item.resolve({ ...outcome.ok, replayed: false });
  else if ('refused' in outcome) item.reject(outcome.refused);
  else {
    try {
      item.resolve(replay(outcome.kept, item.request));
    } catch (error) {
      item.reject(error);
    }
  }
}
