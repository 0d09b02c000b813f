import { Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SHELL } from '../texts.ts';
import classes from './layout.module.css';

export function SiteFooter() {
  const { t } = useTranslation(SHELL);
  const brand = t('app:brand');
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="xl">
        <Text fw={700}>{brand}</Text>
        <Text size="sm" mt="xs" maw={720}>
          {t('footer.honesty')}
        </Text>
        <Text size="xs" mt="md" c="gray.7">
          {t('footer.copyright', { year: new Date().getFullYear(), brand })}
        </Text>
      </Container>
    </footer>
  );
}
