// Every endpoint with its schemas, loaded only when the client checks answers (development, the browser tests' build):
// the apps' bundles leave the schemas out of the definitions they call through (build/endpoint-schemas-plugin.ts).
import { allEndpoints, type EndpointDefinition } from '@platform/contracts';

/** The full definition of each endpoint, by `METHOD path`. */
export const endpointsByRoute: ReadonlyMap<string, EndpointDefinition> = new Map(
  allEndpoints().map(({ endpoint }) => [`${endpoint.method} ${endpoint.path}`, endpoint]),
);
