export * from './halts.ts';
export * from './listings.ts';
export * from './news.ts';
export * from './notes.ts';
export * from './watchlists.ts';
