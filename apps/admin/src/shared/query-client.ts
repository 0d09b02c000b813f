import { isApiError } from '@platform/client';
import { QueryClient } from '@tanstack/react-query';
import { session } from './session.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // An answer from the server (404, 400, ...) will not change on retry; a dropped connection may.
      retry: (count, error) => !(isApiError(error) && error.kind === 'api') && count < 1,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

// Nothing one operator loaded may be shown to the next one.
session.subscribe((state, previous) => {
  if (previous.token && !state.token) queryClient.clear();
});
