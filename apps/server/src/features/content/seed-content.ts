// First start only: honest content about this service itself. No cases, certificates, partners or figures are made up;
// those exist only when an operator enters them (and cases only from real closed cases).
import { count, type Db, portalAboutSections, portalNews, portalPlans, portalServices } from '@platform/db';
import { ABOUT_SEED, NEWS_SEED, PLAN_SEED, SERVICE_SEED } from './seed-content-texts.ts';

export async function seedPortalContent(db: Db) {
  const counts = await Promise.all(
    [portalNews, portalPlans, portalAboutSections, portalServices].map((table) =>
      db.select({ n: count() }).from(table),
    ),
  );
  // Only a fresh install is seeded: once an operator has shaped the content, a restart adds nothing back.
  if (counts.some(([row]) => (row?.n ?? 0) > 0)) return;
  const publishedAt = new Date();
  const published = { published: true, publishedAt };
  await db.transaction(async (tx) => {
    await tx.insert(portalPlans).values(PLAN_SEED.map((p) => ({ ...p, ...published })));
    await tx.insert(portalAboutSections).values(ABOUT_SEED.map((a) => ({ ...a, ...published })));
    await tx.insert(portalServices).values(SERVICE_SEED.map((s) => ({ ...s, ...published })));
    await tx.insert(portalNews).values(NEWS_SEED.map((n) => ({ ...n, ...published })));
  });
}
