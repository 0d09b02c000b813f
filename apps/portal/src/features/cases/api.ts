import {
  PORTAL_PATHS,
  type PublishedCaseOutcome,
  type PublishedCaseRowView,
  type PublishedCaseView,
} from '@platform/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const CASES_PAGE_SIZE = 10;

/** POST /api/rightsProtection/list: published cases, settled or not, newest first. */
export const publishedCasesQuery = (
  language: string,
  page: number,
  outcome?: PublishedCaseOutcome,
  size = CASES_PAGE_SIZE,
) =>
  queryOptions({
    queryKey: ['publishedCases', 'list', language, page, size, outcome ?? 'all'],
    queryFn: () =>
      api.post<{ rows: PublishedCaseRowView[]; total: number }>(
        PORTAL_PATHS.rightsProtectionList,
        { page, size, outcome },
        { allowParallel: true },
      ),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** GET /api/rightsProtection/detail?id=: the full write-up of one published case. */
export const publishedCaseQuery = (language: string, id: number) =>
  queryOptions({
    queryKey: ['publishedCases', 'detail', language, id],
    queryFn: () => api.get<PublishedCaseView>(PORTAL_PATHS.rightsProtectionDetail, { id }),
    staleTime: 60_000,
  });
