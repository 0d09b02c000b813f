import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HOME } from './texts.ts';

const COMING = ['markets', 'trading', 'assets'] as const;

/** Names what is not built yet, plainly, without screens or links that pretend. */
export function ComingLater() {
  const { t } = useTranslation(HOME);
  return (
    <Paper p="md" radius="lg" withBorder>
      <Title order={2} size="h4" mb={4}>
        {t('comingTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('comingIntro')}
      </Text>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {COMING.map((part) => (
          <Group component="li" key={part} justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm">{t(`coming.${part}`)}</Text>
            <Badge variant="outline" color="gray.7" radius="sm" style={{ flexShrink: 0 }}>
              {t('notAvailableYet', { ns: 'app' })}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
