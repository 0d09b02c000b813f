import { Alert, Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { LoadingState } from '@platform/ui';
import { Link, useRouteError } from 'react-router';
import { useAppTexts } from '../shared/texts.ts';
import type { ShellTexts } from './i18n.ts';

export function NotFoundPage() {
  const { t } = useAppTexts<ShellTexts>();
  useDocumentTitle(`${t('common:notFound')} · ${t('shared.appTitle')}`);
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('common:notFound')}
      </Title>
      <Text>{t('shell.notFound')}</Text>
      <Anchor component={Link} to="/users">
        {t('shell.toUsers')}
      </Anchor>
    </Stack>
  );
}

/** A route that failed to load or render (e.g. a new deployment replaced its chunk): say so, offer a reload. */
export function RouteError() {
  const { t } = useAppTexts<ShellTexts>();
  const error = useRouteError();
  return (
    <Container size="sm" py="xl" component="main">
      <Alert
        color="red"
        title={
          <Title order={1} size="h4">
            {t('shell.crashed')}
          </Title>
        }
        role="alert"
      >
        <Stack align="flex-start">
          {error instanceof Error ? <Text size="sm">{error.message}</Text> : null}
          <Button onClick={() => window.location.reload()}>{t('shell.reload')}</Button>
        </Stack>
      </Alert>
    </Container>
  );
}

export function FirstLoad() {
  return (
    <main>
      <LoadingState />
    </main>
  );
}
