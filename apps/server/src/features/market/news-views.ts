import type { MarketNews } from '@platform/contracts';
import type { MarketNewsRow } from '@platform/db';

export function toNewsView(row: MarketNewsRow): MarketNews {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    body: row.body,
    symbols: row.symbols,
    source: row.source,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

export function toAdminNewsView(row: MarketNewsRow) {
  return {
    ...toNewsView(row),
    published: row.published,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
