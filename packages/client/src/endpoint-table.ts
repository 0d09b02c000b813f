// Every endpoint with its schemas, loaded only when the client checks answers (development, the browser tests' build):
// the apps' bundles leave the schemas out of the definitions they call through (build/endpoint-schemas-plugin.ts).
// Imported as `@platform/client/endpoint-table`, lazily and only where a build-time constant says answers are checked
// (the client's `loadEndpointTable` option), so a production bundle holds no import of it.
import { allEndpoints } from '@platform/contracts';
import type { EndpointTable } from './client.ts';

/** The full definition of each endpoint, by `METHOD path`. */
export const endpointsByRoute: EndpointTable = new Map(
  allEndpoints().map(({ endpoint }) => [`${endpoint.method} ${endpoint.path}`, endpoint]),
);
