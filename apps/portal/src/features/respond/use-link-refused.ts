import { isApiError } from '@platform/client';
import { CODES } from '@platform/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { respondentCaseKey } from './api.ts';

/**
 * What an action does when the link stopped working meanwhile (revoked, expired, replaced): the page reloads the case,
 * which then shows the server's one message instead of the forms. Answers whether the error was that.
 */
export function useLinkRefused(token: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (!isApiError(error) || error.code !== CODES.notFound) return false;
      void queryClient.invalidateQueries({ queryKey: respondentCaseKey(token) });
      return true;
    },
    [queryClient, token],
  );
}
