import { List, Paper } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { HOME } from '../texts.ts';
import { Section } from './section.tsx';

const SIGNS = ['upfront', 'guarantee', 'seals', 'crypto', 'impersonation'] as const;

export function WarningSigns() {
  const { t } = useTexts(HOME);
  return (
    <Section id="warnings" title={t('warnings.title')} intro={t('warnings.intro')} tinted>
      <Paper withBorder p="lg" radius="md" bg="yellow.0" maw={860}>
        <List spacing="xs">
          {SIGNS.map((key) => (
            <List.Item key={key}>{t(`warnings.${key}`)}</List.Item>
          ))}
        </List>
      </Paper>
    </Section>
  );
}
