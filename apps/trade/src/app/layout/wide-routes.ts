import { useMatches } from 'react-router';

/** A route's `handle` asking for the whole width of a desktop screen (tables, a chart beside its ticket). */
export const WIDE = { wide: true } as const;

const isWide = (handle: unknown) => typeof handle === 'object' && handle !== null && 'wide' in handle;

/** Whether the screen shown asked for the whole width; other screens keep a readable column. */
export const useWideRoute = () => useMatches().some((match) => isWide(match.handle));
