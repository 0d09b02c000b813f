import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { LanguageSwitch } from '@platform/ui';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/page-title.ts';
import { useLanguageSync } from '../../lib/use-language-sync.ts';
import { SETTINGS } from './texts.ts';
import { useLogout } from './use-logout.ts';

export function SettingsPage() {
  const { t } = useTranslation(SETTINGS);
  usePageTitle(t('title'));
  const syncLanguage = useLanguageSync();
  const logout = useLogout();

  return (
    <Stack gap="lg" py={{ base: 0, sm: 'md' }}>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Paper p="md" radius="lg" withBorder>
        <LanguageSwitch variant="radio" onChange={syncLanguage} />
      </Paper>
      <Paper p="md" radius="lg" withBorder>
        <Title order={2} size="h4">
          {t('account')}
        </Title>
        <Text size="sm" c="dimmed" mt={4} mb="md">
          {t('logoutHint')}
        </Text>
        <Button color="red" variant="outline" onClick={logout}>
          {t('common:logout')}
        </Button>
      </Paper>
    </Stack>
  );
}
