// The words more than one app says, one resource per domain (money: ledger entry types, currencies, review states;
// market: its states; mediation: proposal states and answers, operator roles, real-name states; robots: strategies and
// their rules): each app's texts take what they show from here, so a word is translated once. Each group is a module of
// its own, so a screen's bundle carries only the groups its texts use.
export { MARKET_WORDS } from './vocabulary/market.ts';
export { MEDIATION_WORDS } from './vocabulary/mediation.ts';
export { MONEY_WORDS } from './vocabulary/money.ts';
export { ROBOT_WORDS } from './vocabulary/robots.ts';
