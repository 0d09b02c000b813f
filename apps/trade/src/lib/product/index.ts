// The parts the products (IPO, follow, robots, mining, loans) share, each configured by its product: the test id
// prefix and the texts, already translated in the product's own namespace. One entry, so the lazy product screens that
// use it share one chunk.

export { BackLink } from './back-link.tsx';
export { CardTitle } from './card-title.tsx';
export { CatalogueCard } from './catalogue-card.tsx';
export { DetailHeader } from './detail-header.tsx';
export { type Figure, FigureList } from './figure-list.tsx';
export { InactiveBadge } from './inactive-badge.tsx';
export { KycNotice } from './kyc-notice.tsx';
export { MineCard } from './mine-card.tsx';
export { MineItem } from './mine-item.tsx';
export { MineList } from './mine-list.tsx';
export { PageHeading } from './page-heading.tsx';
export { Section, SectionFrame } from './section.tsx';
export { StatusBadge } from './status-badge.tsx';
export { usePageParam } from './use-page-param.ts';
