import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { mediationApi } from '@platform/contracts';
import { QueryState, useTexts } from '@platform/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api.ts';
import { useFormat } from '../format.ts';
import { STATS } from './statistics-texts.ts';

/** GET /api/mediate/getMediateData: real counts computed from the case table. */
export const mediateDataQuery = () =>
  queryOptions({
    queryKey: ['mediation', 'statistics'],
    queryFn: () => api.call(mediationApi.statistics),
    staleTime: 60_000,
  });

/** Real counts from GET /api/mediate/getMediateData, cases that did not settle included. */
export function Statistics({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTexts(STATS);
  const format = useFormat();
  const query = useQuery(mediateDataQuery());
  return (
    <section aria-labelledby="mediation-statistics">
      <Title order={headingLevel} size="h4" id="mediation-statistics">
        {t('title')}
      </Title>
      <QueryState query={query}>
        {(data) => {
          const figures = [
            ['total', data.totalCases],
            ['open', data.openCases],
            ['settled', data.closedSettled],
            ['notSettled', data.closedNotSettled],
            ['rejected', data.rejected],
            ['withdrawn', data.withdrawn],
          ] as const;
          return (
            <>
              <Text size="xs" c="dimmed" mb="sm">
                {t('intro', { date: format.dateTime(data.asOf) })}
              </Text>
              <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="xs" m={0}>
                {figures.map(([key, value]) => (
                  <Paper key={key} withBorder p="sm" radius="sm">
                    <Text component="dt" size="xs" c="dimmed">
                      {t(key)}
                    </Text>
                    <Text component="dd" fw={700} size="lg" m={0} data-testid={`stat-${key}`}>
                      {value}
                    </Text>
                  </Paper>
                ))}
                <Paper withBorder p="sm" radius="sm">
                  <Text component="dt" size="xs" c="dimmed">
                    {t('median')}
                  </Text>
                  <Text component="dd" fw={700} size={data.medianDaysToClose === null ? 'sm' : 'lg'} m={0}>
                    {data.medianDaysToClose === null ? t('noneYet') : data.medianDaysToClose}
                  </Text>
                </Paper>
              </SimpleGrid>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}
