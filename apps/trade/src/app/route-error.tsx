import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { Link, useRouteError } from 'react-router';
import { APP } from '../lib/i18n.ts';
import { usePageTitle } from '../lib/page-title.ts';

/** What a screen that failed to load or render shows instead (e.g. its code changed after a new release). */
export function RouteError() {
  const { t } = useTexts(APP);
  const error = useRouteError();
  usePageTitle(t('error.title'));
  if (import.meta.env.DEV) console.error(error);
  return (
    <Stack py="xl" gap="md" maw={480} mx="auto">
      <Title order={1} size="h2">
        {t('error.title')}
      </Title>
      <Text>{t('error.body')}</Text>
      <Group>
        <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
        <Button component={Link} to="/" variant="default" reloadDocument>
          {t('error.home')}
        </Button>
      </Group>
    </Stack>
  );
}

export function NotFoundPage() {
  const { t } = useTexts(APP);
  usePageTitle(t('common:notFound'));
  return (
    <Stack py="xl" gap="md" maw={480} mx="auto">
      <Title order={1} size="h2">
        {t('common:notFound')}
      </Title>
      <Group>
        <Button component={Link} to="/">
          {t('error.home')}
        </Button>
      </Group>
    </Stack>
  );
}
