import { isApiError } from '@platform/client';
import { CODES } from '@platform/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { respondentCaseKey } from './api.ts';

/**
 * What an action does when the page was out of date: the link stopped working meanwhile (revoked, expired, replaced:
 * 404), or the case moved on (already answered, already signed: 409). The page reloads the case, which then shows the
 * server's message instead of the forms, or the case as it now stands. Answers whether the link is gone, when the
 * reloaded page says so and nothing more needs saying.
 */
export function useLinkRefused(token: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (!isApiError(error) || (error.code !== CODES.notFound && error.code !== CODES.conflict)) return false;
      void queryClient.invalidateQueries({ queryKey: respondentCaseKey(token) });
      return error.code === CODES.notFound;
    },
    [queryClient, token],
  );
}
