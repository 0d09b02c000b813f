import { Button, Container, Text, Title } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { useRouteError } from 'react-router';
import { SHELL } from '../texts.ts';

/** A page that failed to load or render (e.g. its code could not be fetched): say so and offer a reload. */
export function RouteError() {
  const { t } = useTexts(SHELL);
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Container size="sm" py={80} ta="center">
      <Title order={1}>{t('error.title')}</Title>
      <Text c="gray.7" mt="md">
        {t('error.body')}
      </Text>
      <Button mt="xl" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </Button>
    </Container>
  );
}
