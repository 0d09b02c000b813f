import {
  Button,
  Group,
  type MantineColorScheme,
  Paper,
  Radio,
  Stack,
  Text,
  Title,
  useMantineColorScheme,
} from '@mantine/core';
import type { UpColor } from '@platform/ui';
import { LanguageRadioGroup, useTexts } from '@platform/ui';
import { useMarketPrefs } from '../../lib/market/prefs.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useLanguageSync } from '../../lib/use-language-sync.ts';
import { SETTINGS } from './texts.ts';
import { useLogout } from './use-logout.ts';

export function SettingsPage() {
  const { t } = useTexts(SETTINGS);
  usePageTitle(t('title'));
  const syncLanguage = useLanguageSync();
  const logout = useLogout();
  const upColor = useMarketPrefs((s) => s.upColor);
  const setUpColor = useMarketPrefs((s) => s.setUpColor);
  // Kept on this device by the app's colour scheme manager; 'auto' follows the system's light or dark setting.
  const { colorScheme, setColorScheme } = useMantineColorScheme();

  return (
    <Stack gap="lg" py={{ base: 0, sm: 'md' }}>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Paper p="md" radius="lg" withBorder>
        <LanguageRadioGroup onChange={syncLanguage} />
      </Paper>
      <Paper p="md" radius="lg" withBorder>
        <Radio.Group label={t('theme')} value={colorScheme} onChange={(v) => setColorScheme(v as MantineColorScheme)}>
          <Group mt="xs">
            <Radio value="light" label={t('themeLight')} />
            <Radio value="dark" label={t('themeDark')} />
            <Radio value="auto" label={t('themeSystem')} />
          </Group>
        </Radio.Group>
      </Paper>
      <Paper p="md" radius="lg" withBorder>
        <Radio.Group label={t('upColor')} value={upColor} onChange={(v) => setUpColor(v as UpColor)}>
          <Group mt="xs">
            <Radio value="green-up" label={t('greenUp')} />
            <Radio value="red-up" label={t('redUp')} />
          </Group>
        </Radio.Group>
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
