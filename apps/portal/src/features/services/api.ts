import { contentApi } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { languageFilterOf } from '../../lib/published.ts';

/** GET /api/service/list: the services the portal offers, in order. */
export const servicesQuery = (language: string) =>
  queryOptions({
    queryKey: ['services', 'list', language],
    queryFn: () => api.call(contentApi.services, { query: languageFilterOf(language) }),
    staleTime: 5 * 60_000,
  });

/** GET /api/service/detail?id=. */
export const serviceQuery = (language: string, id: number) =>
  queryOptions({
    queryKey: ['services', 'detail', language, id],
    queryFn: () => api.call(contentApi.service, { query: { id } }),
    staleTime: 5 * 60_000,
  });
