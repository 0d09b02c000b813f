export * from './agreements.ts';
export * from './cases.ts';
export * from './dispute-types.ts';
export * from './parties.ts';
export * from './proposal-answers.ts';
