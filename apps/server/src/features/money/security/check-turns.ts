// Turns for transaction-password checks on this node: at most the limit's number of one user's checks ask the database
// for a place at once; the others wait here for a turn instead of polling it (on PGlite a burst of polls starved the
// checks they were waiting for). The database's places still bound checks across nodes. Each app keeps its own turns
// (trade-password.ts), so two apps in one process (tests, a cluster's nodes) never wait on each other's users.
import { MONEY_LIMITS } from '@platform/contracts';

interface Turns {
  running: number;
  waiting: (() => void)[];
}

/** Runs a check once fewer than the limit of this user's checks run on this node. */
export type InTurn = <T>(userId: number, check: () => Promise<T>) => Promise<T>;

/** One node's turns, kept by the app that runs the checks and gone with it. */
export function createCheckTurns(): InTurn {
  const turns = new Map<number, Turns>();
  return async (userId, check) => {
    let mine = turns.get(userId);
    if (!mine) {
      mine = { running: 0, waiting: [] };
      turns.set(userId, mine);
    }
    const user = mine;
    if (user.running >= MONEY_LIMITS.tradePasswordMaxAttempts) {
      await new Promise<void>((resolve) => user.waiting.push(resolve));
    } else {
      user.running += 1;
    }
    try {
      return await check();
    } finally {
      const next = user.waiting.shift();
      // The turn passes straight to the next waiter; the last one out forgets the user.
      if (next) next();
      else if (--user.running === 0) turns.delete(userId);
    }
  };
}
