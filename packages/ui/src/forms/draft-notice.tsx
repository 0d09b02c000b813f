import { Alert, Button, Group, Text } from '@mantine/core';
import { COMMON, useTexts } from '../i18n/texts.ts';

/** Says that the form holds a restored draft, with a way to start again from an empty form. */
export function DraftNotice({ onDiscard }: { onDiscard: () => void }) {
  const { t } = useTexts(COMMON);
  return (
    <Alert color="blue" variant="light" role="status" p="sm">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('draftRestored')}</Text>
        <Button size="compact-sm" variant="outline" color="blue.9" onClick={onDiscard}>
          {t('discardDraft')}
        </Button>
      </Group>
    </Alert>
  );
}
