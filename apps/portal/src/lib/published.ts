// Queries of published content that more than one page shows (the landing page and the content pages).
import { contentApi, type PublishedCaseOutcome } from '@platform/contracts';
import { isLanguage } from '@platform/ui';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';

/** The language filter of a content list: the page's language, when it is one the portal publishes in. */
export const languageFilterOf = (language: string) => ({ language: isLanguage(language) ? language : undefined });

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
    queryFn: () => api.call(contentApi.news, { body: { page, size } }, { allowParallel: true }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** GET /api/latestNews/detail?id= (an unpublished or unknown id is 404). */
export const newsDetailQuery = (language: string, id: number) =>
  queryOptions({
    queryKey: newsKeys.detail(language, id),
    queryFn: () => api.call(contentApi.newsItem, { query: { id } }),
    staleTime: 60_000,
  });

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
    queryFn: () => api.call(contentApi.cases, { body: { page, size, outcome } }, { allowParallel: true }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** GET /api/rightsProtection/detail?id=: the full write-up of one published case. */
export const publishedCaseQuery = (language: string, id: number) =>
  queryOptions({
    queryKey: ['publishedCases', 'detail', language, id],
    queryFn: () => api.call(contentApi.case, { query: { id } }),
    staleTime: 60_000,
  });

/** GET /api/plan/list: the published service plans with their fees, in order. */
export const plansQuery = (language: string) =>
  queryOptions({
    queryKey: ['plans', 'list', language],
    queryFn: () => api.call(contentApi.plans, { query: languageFilterOf(language) }),
    staleTime: 5 * 60_000,
  });
