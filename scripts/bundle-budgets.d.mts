/** Types of bundle-budgets.mjs (the first-load size of each app and its budget), for the bench. */
export type AppName = 'trade' | 'portal' | 'admin';

export const BUDGETS: Record<AppName, { landing: string; budgetKiB: number; aimKiB: number }>;

export interface AppFirstLoad {
  app: AppName;
  /** gzip bytes of the JS index.html references. */
  indexJs: number;
  /** gzip bytes of that plus the landing route's chunks: what the budget holds. */
  landingJs: number;
  landingCss: number;
  allJs: number;
  files: number;
}

export function measureApp(app: AppName): AppFirstLoad;
