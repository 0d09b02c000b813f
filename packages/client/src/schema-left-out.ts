// Apps' builds leave the contracts' schemas out of endpoint definitions (build/endpoint-schemas-plugin.ts) and put a
// stand-in in their place that answers this symbol's key with `true`.
export const SCHEMA_LEFT_OUT = 'platform.contracts.schemaLeftOut';

/** Is this an endpoint's schema the build left out (so the full endpoint table must be loaded to check with it)? */
export const isSchemaLeftOut = (schema: unknown): boolean =>
  typeof schema === 'object' &&
  schema !== null &&
  (schema as Record<symbol, unknown>)[Symbol.for(SCHEMA_LEFT_OUT)] === true;
