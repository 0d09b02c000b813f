import type { MailView } from '@platform/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api.ts';

export const mailboxQueries = {
  list: (to: string) =>
    queryOptions({
      queryKey: ['dev', 'mailbox', { to }],
      queryFn: ({ signal }) => api.get<MailView[]>('/dev/mailbox', { to: to || undefined }, { signal }),
      staleTime: 5_000,
    }),
};
