import { systemApi } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';

export const mailboxQueries = {
  list: (to: string) =>
    queryOptions({
      queryKey: ['dev', 'mailbox', { to }],
      queryFn: ({ signal }) => api.call(systemApi.findMails, { query: { to: to || undefined } }, { signal }),
      staleTime: 5_000,
    }),
};
