import { Anchor, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SECURITY_SESSIONS } from './sessions-texts.ts';

/** The security center's way to the devices page. */
export function SessionsLink() {
  const { t } = useTranslation(SECURITY_SESSIONS);
  return (
    <Paper p="md" radius="lg" withBorder>
      <Anchor component={Link} to="/security/sessions" fw={600}>
        {t('link')}
      </Anchor>
      <Text size="sm" c="dimmed">
        {t('linkIntro')}
      </Text>
    </Paper>
  );
}
