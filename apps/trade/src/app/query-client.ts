import { isApiError } from '@platform/client';
import { QueryClient } from '@tanstack/react-query';

/** A client with the app's rules (component tests make one per screen they render). */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      // The server's answers (codes other than 200) are final; only a failed network is worth one more try.
      queries: {
        retry: (failures, error) => !(isApiError(error) && error.kind === 'api') && failures < 1,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });

export const queryClient = createQueryClient();
