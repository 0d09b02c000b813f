export * from './price-alerts.ts';
