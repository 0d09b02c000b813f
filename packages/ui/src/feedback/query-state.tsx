// How every screen tells a query's states: loading, failed (with a retry), empty, or the data.
import { Alert, Button, Center, Loader, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { isAbortError, isApiError } from '@platform/client';
import type { ReactNode } from 'react';
import { COMMON, useTexts } from '../i18n/texts.ts';

export function LoadingState() {
  const { t } = useTexts(COMMON);
  return (
    <Center py="xl" role="status">
      <Loader size="sm" aria-hidden="true" />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Center>
  );
}

/** An honest empty state: says what is not there (yet). */
export function EmptyState({ children }: { children?: ReactNode }) {
  const { t } = useTexts(COMMON);
  return (
    <Paper withBorder p="xl" radius="md" ta="center" data-testid="empty-state">
      <Text c="dimmed">{children ?? t('empty')}</Text>
    </Paper>
  );
}

export interface ErrorStateProps {
  error: unknown;
  onRetry?: () => void;
  /** The alert's title, 'Could not load this' by default. */
  title?: ReactNode;
}

/** A failed load: what failed, the server's reason when it gave one, and a retry. */
export function ErrorState({ error, onRetry, title }: ErrorStateProps) {
  const { t } = useTexts(COMMON);
  const reason = isApiError(error) && error.msg ? error.msg : null;
  return (
    <Alert color="red" variant="light" title={title ?? t('loadFailed')} role="alert">
      <Stack gap="xs" align="flex-start">
        {reason ? <Text size="sm">{reason}</Text> : null}
        {onRetry ? (
          <Button size="compact-sm" variant="outline" color="red" onClick={onRetry}>
            {t('retry')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

/** The part of a TanStack query result the states read (any `useQuery()` result fits). */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Whether the data holds nothing; the empty state then shows `emptyText`. */
  isEmpty?: (data: T) => boolean;
  emptyText?: ReactNode;
  /** Renders the data; without it, nothing is rendered once the data is there (the screen shows it itself). */
  children?: (data: T) => ReactNode;
}

/**
 * Loading, failure (with a retry), empty, or the content. A request cancelled by a newer identical one is not a
 * failure: the newer one is still loading.
 */
export function QueryState<T>({ query, isEmpty, emptyText, children }: QueryStateProps<T>) {
  if (query.isError && !isAbortError(query.error)) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (query.data === undefined) return <LoadingState />;
  if (isEmpty?.(query.data)) return <EmptyState>{emptyText}</EmptyState>;
  return children ? children(query.data) : null;
}
