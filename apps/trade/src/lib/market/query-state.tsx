import { Button, Center, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MARKET } from './texts.ts';

/** Loading and error states of a market query, so screens only render data. */
export function QueryState({ query }: { query: Pick<UseQueryResult, 'isPending' | 'isError' | 'refetch'> }) {
  const { t } = useTranslation(MARKET);
  if (query.isPending)
    return (
      <Center py="md" role="status">
        <Loader size="sm" />
        <VisuallyHidden>{t('common:loading')}</VisuallyHidden>
      </Center>
    );
  if (query.isError)
    return (
      <Stack align="center" gap="xs" py="md" role="alert">
        <Text size="sm">{t('loadFailed')}</Text>
        <Button size="xs" variant="default" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Stack>
    );
  return null;
}
