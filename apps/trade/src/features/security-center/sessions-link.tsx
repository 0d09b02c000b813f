import { Anchor, Paper, Text } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { Link } from 'react-router';
import { SECURITY_SESSIONS } from './sessions-texts.ts';

/** The security center's way to the devices page. */
export function SessionsLink() {
  const { t } = useTexts(SECURITY_SESSIONS);
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
