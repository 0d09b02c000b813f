import { PORTAL_PATHS, type ServiceRowView, type ServiceView } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** GET /api/service/list: the services the portal offers, in order. */
export const servicesQuery = (language: string) =>
  queryOptions({
    queryKey: ['services', 'list', language],
    queryFn: () => api.get<ServiceRowView[]>(PORTAL_PATHS.serviceList, { language }),
    staleTime: 5 * 60_000,
  });

/** GET /api/service/detail?id=. */
export const serviceQuery = (language: string, id: number) =>
  queryOptions({
    queryKey: ['services', 'detail', language, id],
    queryFn: () => api.get<ServiceView>(PORTAL_PATHS.serviceDetail, { id }),
    staleTime: 5 * 60_000,
  });
