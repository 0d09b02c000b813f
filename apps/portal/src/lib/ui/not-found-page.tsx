import { Button, Container, Text, Title } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { Link } from 'react-router';
import { usePageTitle } from '../use-page-title.ts';
import { NOT_FOUND } from './not-found-texts.ts';

/** Any hash route the portal does not have. */
export function NotFoundPage() {
  const { t } = useTexts(NOT_FOUND);
  usePageTitle(t('common:notFound'));
  return (
    <Container size="sm" py={80} ta="center">
      <Text fw={700} c="indigo.8" size="xl" aria-hidden="true">
        404
      </Text>
      <Title order={1} mt="xs">
        {t('common:notFound')}
      </Title>
      <Text c="gray.7" mt="md">
        {t('body')}
      </Text>
      <Button component={Link} to="/home" mt="xl">
        {t('home')}
      </Button>
    </Container>
  );
}
