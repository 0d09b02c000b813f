import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { CopyButton, useDateFormat } from '@platform/ui';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';

/** The respondent's link after a manual step (post, phone): shown this once, to copy into a letter or read out. */
export function LinkShownOnce({ sent, onDone }: { sent: { url: string; expiresAt: string }; onDone: () => void }) {
  const { t } = useAppTexts<ScreenTexts>();
  const { dateTime } = useDateFormat({ seconds: true });
  return (
    <Alert
      variant="light"
      color="yellow"
      title={t('cases.respondent.contact.recorded')}
      data-testid="respondent-link-once"
    >
      <Stack gap="xs">
        <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} data-testid="respondent-link-url">
          {sent.url}
        </Code>
        <Text size="sm">
          {t('cases.respondent.contact.onceOnly')}{' '}
          {t('cases.respondent.contact.expires', { at: dateTime(sent.expiresAt) })}
        </Text>
        <Group gap="sm">
          <CopyButton value={sent.url} label={t('cases.respondent.contact.urlLabel')} />
          <Button size="compact-sm" variant="default" onClick={onDone}>
            {t('cases.respondent.contact.done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
