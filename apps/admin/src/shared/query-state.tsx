import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { isAbortError } from '@platform/client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function LoadingState() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status">
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">{t('shared.loading')}</Text>
      </Group>
    </Center>
  );
}

export function EmptyState({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <Text c="dimmed" ta="center" py="xl">
      {text ?? t('shared.empty')}
    </Text>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t('shared.loadFailed')} role="alert">
      <Stack gap="sm" align="flex-start">
        {error instanceof Error && error.message ? <Text size="sm">{error.message}</Text> : null}
        {onRetry ? (
          <Button size="xs" variant="outline" color="red" onClick={onRetry}>
            {t('shared.retry')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  children: (data: T) => ReactNode;
}

/** Loading, error (with retry) and empty states for one query, told honestly; `children` renders the data. */
export function QueryState<T>({ query, isEmpty, emptyText, children }: QueryStateProps<T>) {
  if (query.isError && !isAbortError(query.error)) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.data === undefined) return <LoadingState />;
  if (isEmpty?.(query.data)) return <EmptyState text={emptyText} />;
  return <>{children(query.data)}</>;
}
