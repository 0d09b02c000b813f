import { Alert, Button, Center, Loader, Paper, Text, VisuallyHidden } from '@mantine/core';
import { isApiError } from '@platform/client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** An honest empty state: says what is not there yet. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p="xl" radius="md" ta="center" data-testid="empty-state">
      <Text c="dimmed">{children}</Text>
    </Paper>
  );
}

export function Loading() {
  const { t } = useTranslation('common');
  return (
    <Center py="xl" role="status">
      <Loader size="sm" aria-hidden="true" />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Center>
  );
}

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** Shown when the data is there but holds nothing. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** Loading, failure (with the server's message and a retry), empty, or the content. */
export function QueryState<T>({ query, empty, isEmpty, children }: QueryStateProps<T>) {
  const { t } = useTranslation('common');
  if (query.isPending) return <Loading />;
  if (query.isError) {
    const message = isApiError(query.error) && query.error.msg ? query.error.msg : t('networkError');
    return (
      <Alert color="red" variant="light" role="alert">
        <Text size="sm">{message}</Text>
        <Button size="compact-sm" variant="light" color="red" mt="xs" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  if (empty && isEmpty?.(query.data)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(query.data)}</>;
}
