import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { MailView } from '@platform/contracts';
import { useDateFormat } from '@platform/ui';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';

export function MailCard({ mail }: { mail: MailView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const formatDateTime = useDateFormat({ seconds: true }).dateTime;
  return (
    <Paper withBorder p="md" component="article">
      <Stack gap={6}>
        <Title order={2} size="h5">
          {mail.subject}
        </Title>
        <Group gap="lg" wrap="wrap">
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              {t('mailbox.to')}:{' '}
            </Text>
            {mail.to}
          </Text>
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              {t('mailbox.sent')}:{' '}
            </Text>
            <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {mail.text}
        </Text>
      </Stack>
    </Paper>
  );
}
