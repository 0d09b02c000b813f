// The house strategies a sandbox installation starts with, so /follow is not empty until an operator acts: three
// institutions on simulated US stocks, each its own house user funded with FOLLOW_CAPITAL by one ledger entry from
// the house's institution capital, exactly as the back office creates one. The follow job trades them through the
// order desk from its first run (the index tracker buys its basket at once, being 100 % off its weights), so a track
// record exists within minutes. Seeded only when no institution exists (a first start, under the bootstrap's exclusive
// lock), never in production (the caller decides), each creation audited with no operator (the system); operators
// edit or switch them off afterwards like any other institution.
import type { followInstitutionBody, z } from '@platform/contracts';
import { auditLog, type Db, followInstitutions } from '@platform/db';
import { FOLLOW_CAPITAL, fundInstitution, insertHouseUser } from './admin/create-institution.ts';
import { auditedTerms } from './admin/institution-input.ts';

export type SeedInstitution = Omit<z.output<typeof followInstitutionBody>, 'reason' | 'active'>;

const SANDBOX_NOTE =
  'Sandbox house strategy: it trades the simulated market through the platform’s own order engine with 1,000,000.00 USD of house capital; its record is real for the simulation and says nothing about real markets.';

export const SEED_INSTITUTIONS: SeedInstitution[] = [
  {
    name: 'Harbor US Tech Index (sandbox)',
    description: `Holds Apple, Microsoft, NVIDIA, Alphabet and Amazon in equal parts of its equity and rebalances once a weight drifts more than 5 points. ${SANDBOX_NOTE}`,
    params: { strategy: 'index_tracker', symbols: ['AAPL', 'MSFT', 'NVDA', 'GOOGL', 'AMZN'], driftPercent: 5 },
    managementFeePercent: '1.5',
    profitSharePercent: '10',
    periods: [7, 30, 90],
  },
  {
    name: 'Summit Apple Trend (sandbox)',
    description: `Holds Apple with 60 % of its equity while the 10-minute average of minute closes is above the 30-minute one, and nothing otherwise. ${SANDBOX_NOTE}`,
    params: { strategy: 'trend', symbol: 'AAPL', fastMinutes: 10, slowMinutes: 30, exposurePercent: 60 },
    managementFeePercent: '2',
    profitSharePercent: '20',
    periods: [1, 7, 30],
  },
  {
    name: 'Meridian Microsoft Reversion (sandbox)',
    description: `Buys Microsoft with 50 % of its equity when the price falls 1.5 standard deviations below its 60-minute mean, and sells back at the mean. ${SANDBOX_NOTE}`,
    params: {
      strategy: 'mean_reversion',
      symbol: 'MSFT',
      lookbackMinutes: 60,
      entryDeviations: 1.5,
      exposurePercent: 50,
    },
    managementFeePercent: '1',
    profitSharePercent: '15',
    periods: [1, 7, 30],
  },
];

export const SEED_REASON = 'Sandbox content seeded at the first start';

/** Seeds the house strategies when the installation has no institution; returns how many it created. */
export async function seedInstitutions(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: followInstitutions.id }).from(followInstitutions).limit(1);
    if (existing) return 0;
    for (const seed of SEED_INSTITUTIONS) {
      const houseId = await insertHouseUser(tx);
      const [created] = await tx
        .insert(followInstitutions)
        .values({
          name: seed.name,
          description: seed.description,
          strategy: seed.params.strategy,
          params: seed.params,
          managementFeePercent: seed.managementFeePercent,
          profitSharePercent: seed.profitSharePercent,
          periods: [...seed.periods].sort((a, b) => a - b),
          active: true,
          userId: houseId,
          capital: FOLLOW_CAPITAL,
          createdBy: null,
        })
        .returning();
      await fundInstitution(tx, created!, { kind: 'system', id: null }, ' (sandbox)');
      await tx.insert(auditLog).values({
        actorId: null,
        action: 'follow.institution.create',
        targetType: 'follow_institution',
        targetId: String(created!.id),
        reason: SEED_REASON,
        detail: { after: { ...auditedTerms(created!), capital: FOLLOW_CAPITAL, userId: houseId }, seeded: true },
        ip: null,
      });
    }
    return SEED_INSTITUTIONS.length;
  });
}
