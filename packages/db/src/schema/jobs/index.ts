export * from './job-leases.ts';
