import { type LatestNewsRowView, type LatestNewsView, PORTAL_PATHS } from '@platform/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const NEWS_PAGE_SIZE = 10;

export const newsKeys = {
  all: ['news'] as const,
  list: (language: string, page: number, size: number) => ['news', 'list', language, page, size] as const,
  detail: (language: string, id: number) => ['news', 'detail', language, id] as const,
};

/** POST /api/latestNews/list: published news in the current language, newest first. */
export const newsListQuery = (language: string, page: number, size = NEWS_PAGE_SIZE) =>
  queryOptions({
    queryKey: newsKeys.list(language, page, size),
    queryFn: () =>
      api.post<{ rows: LatestNewsRowView[]; total: number }>(
        PORTAL_PATHS.latestNewsList,
        { page, size },
        { allowParallel: true },
      ),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** GET /api/latestNews/detail?id= (an unpublished or unknown id is 404). */
export const newsDetailQuery = (language: string, id: number) =>
  queryOptions({
    queryKey: newsKeys.detail(language, id),
    queryFn: () => api.get<LatestNewsView>(PORTAL_PATHS.latestNewsDetail, { id }),
    staleTime: 60_000,
  });
