import { QueryClient } from '@tanstack/react-query';

// The client already waits up to 120 s and shows its own messages: a failed call is not retried behind the user's back.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
