// The product catalogues' part of the /api/ws protocol: after `auth`, a client watches the catalogues its open screens
// show (`catalogue.watch`) and hears when one changed for everyone (an operator edited an offering, a job closed a
// subscription period or allotted, another user's order took offered size, the sandbox chain mined a block), so those
// screens ask again at once instead of polling. What changed only for the user is told in their inbox (inbox.ts).
import { z } from './zod.ts';

/**
 * What a screen can watch: IPO offerings, follow institutions, robot products, mining, block offers, and the sandbox
 * chain (a block mined: every pending payment's confirmations moved).
 */
export const CATALOGUES = ['ipo', 'follow', 'robots', 'mining', 'block', 'chain'] as const;
export type Catalogue = (typeof CATALOGUES)[number];

export const catalogueWsClientMessages = [
  z.object({ op: z.literal('catalogue.watch'), catalogues: z.array(z.enum(CATALOGUES)).max(CATALOGUES.length) }),
] as const;

export type CatalogueWsServerMessage =
  /** The watch took: these catalogues' news is heard on this connection from now on. */
  { type: 'catalogue.watching'; catalogues: Catalogue[] } | { type: 'catalogue.changed'; catalogue: Catalogue };
