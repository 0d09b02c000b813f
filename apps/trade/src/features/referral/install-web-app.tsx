import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { useState, useSyncExternalStore } from 'react';
import { installPrompt } from '../../lib/install-prompt.ts';
import { REFERRAL } from './texts.ts';

const STEPS = ['step1', 'step2', 'step3'] as const;

/** iPhone, iPod, and iPads (which say they are Macs, but have a touch screen). */
const onIos = () =>
  /iPad|iPhone|iPod/.test(navigator.userAgent) ||
  (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);

/** Opened from the home screen already. */
const standalone = () =>
  matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/**
 * "Install": the browser's own install dialog where it offered one (Chromium's `beforeinstallprompt`); otherwise,
 * and always on iOS where no browser offers one, the steps to add the app to the home screen by hand.
 */
export function InstallWebApp() {
  const { t } = useTexts(REFERRAL);
  const offer = useSyncExternalStore(installPrompt.subscribe, installPrompt.offer);
  const installed = useSyncExternalStore(installPrompt.subscribe, installPrompt.installed);
  const [steps, setSteps] = useState(false);
  const ios = onIos();

  const install = async () => {
    if (offer && !ios) {
      const outcome = await installPrompt.prompt();
      if (outcome !== 'unavailable') return;
    }
    setSteps((shown) => !shown);
  };

  const kind = ios ? 'ios' : 'other';
  return (
    <Paper p="md" radius="lg" withBorder component="section" aria-labelledby="install-web-title">
      <Title order={2} size="h4" id="install-web-title" mb={4}>
        {t('install.webTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('install.webIntro')}
      </Text>
      {standalone() ? (
        <Text size="sm" fw={500}>
          {t('install.standalone')}
        </Text>
      ) : installed ? (
        <Text size="sm" fw={500} role="status">
          {t('install.installed')}
        </Text>
      ) : (
        <Stack gap="sm">
          <Button
            onClick={() => void install()}
            w="fit-content"
            aria-expanded={offer && !ios ? undefined : steps}
            aria-controls={offer && !ios ? undefined : 'install-steps'}
          >
            {t('install.button')}
          </Button>
          {steps && (
            <Stack gap={6} id="install-steps">
              <Text size="sm" fw={600}>
                {t(`install.${kind}Title`)}
              </Text>
              <List type="ordered" size="sm" spacing={4}>
                {STEPS.map((step) => (
                  <List.Item key={step}>{t(`install.${kind}Steps.${step}`)}</List.Item>
                ))}
              </List>
            </Stack>
          )}
        </Stack>
      )}
    </Paper>
  );
}
