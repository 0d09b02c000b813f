export * from './halts.ts';
export * from './news.ts';
export * from './watchlists.ts';
export * from './notes.ts';
