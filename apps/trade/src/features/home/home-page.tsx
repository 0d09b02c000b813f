import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/page-title.ts';
import { useSession } from '../../lib/session.ts';
import { MarketNotes } from './market-notes.tsx';
import { MarketOverview } from './market-overview.tsx';
import { NewsList } from './news-list.tsx';
import { QuickAccess } from './quick-access.tsx';
import { HOME } from './texts.ts';

export function HomePage() {
  const { t } = useTexts(HOME);
  usePageTitle(t('title'));
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);

  return (
    <Stack gap="lg" py={{ base: 0, sm: 'md' }}>
      {token ? (
        <Paper p="lg" radius="lg" withBorder>
          <Title order={1} size="h2">
            {user?.username ? t('helloName', { name: user.username }) : t('hello')}
          </Title>
          {user && (
            <Text c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
              {user.email} · {t('userId', { id: user.userId })}
            </Text>
          )}
          <Button component={Link} to="/me" variant="light" mt="md">
            {t('openMe')}
          </Button>
        </Paper>
      ) : (
        <Paper p="lg" radius="lg" withBorder>
          <Title order={1} size="h2">
            {t('welcome')}
          </Title>
          <Text mt="xs">{t('intro')}</Text>
          <Group mt="md" grow maw={420}>
            <Button component={Link} to="/register">
              {t('common:signUp')}
            </Button>
            <Button component={Link} to="/login" variant="default">
              {t('common:login')}
            </Button>
          </Group>
        </Paper>
      )}
      <MarketOverview />
      <QuickAccess />
      {/* What operators publish beside what the simulator noted in its own data. */}
      {/* Each card as tall as its own items: an empty news card does not stretch to the notes' height. */}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <NewsList />
        <MarketNotes />
      </SimpleGrid>
    </Stack>
  );
}
