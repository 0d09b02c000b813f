import { isApiError } from '@platform/client';
import { QueryClient } from '@tanstack/react-query';

// The server's answers (codes other than 200) are final; only a failed network is worth one more try.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, error) => !(isApiError(error) && error.kind === 'api') && failures < 1,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
