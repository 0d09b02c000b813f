import type { FastifyInstance } from 'fastify';
import { findInstrumentsRoute } from './find-instruments.ts';
import { findNewsRoute } from './find-news.ts';
import { findQuotesRoute } from './find-quotes.ts';
import { findRankingsRoute } from './find-rankings.ts';
import { findRelatedRoute } from './find-related.ts';
import { findSparklinesRoute } from './find-sparklines.ts';
import { getChartRoute } from './get-chart.ts';
import { getDepthRoute } from './get-depth.ts';
import { getInstrumentRoute } from './get-instrument.ts';
import { getNewsRoute } from './get-news.ts';
import { findNotesRoute } from './notes/find-notes.ts';

export { type NewsSource, seedMarketNews } from './seed-news.ts';

/** The public market data API (/api/market/...), defined in contracts' marketApi: no sign-in needed. */
export async function marketRoutes(app: FastifyInstance) {
  await app.register(findInstrumentsRoute);
  await app.register(getInstrumentRoute);
  await app.register(findQuotesRoute);
  await app.register(getChartRoute);
  await app.register(getDepthRoute);
  await app.register(findSparklinesRoute);
  await app.register(findRankingsRoute);
  await app.register(findRelatedRoute);
  await app.register(findNewsRoute);
  await app.register(getNewsRoute);
  await app.register(findNotesRoute);
}
