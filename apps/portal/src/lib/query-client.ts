import { QueryClient } from '@tanstack/react-query';

/**
 * A client with the portal's rules (component tests make one per screen they render). The client already waits up to
 * 120 s and shows its own messages: a failed call is not retried behind the user's back.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

export const queryClient = createQueryClient();
