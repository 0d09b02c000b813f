// What the mining feature needs of the app: the database, the configured period length (fixed into the network when it
// is first created), whether this is a sandbox, and the domain events.
import type { Db } from '@platform/db';
import type { DomainEvent } from '../../core/events/domain-events.ts';

export interface MiningDeps {
  db: Db;
  periodMinutes: number;
  sandbox: boolean;
  publish(event: DomainEvent): void;
}

export type MiningEvent = Extract<DomainEvent, { type: 'mining.notice' }>;
