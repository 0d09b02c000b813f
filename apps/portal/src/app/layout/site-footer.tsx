import { Anchor, Container, Group, Text } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { Link } from 'react-router';
import { APP } from '../../lib/i18n.ts';
import { OFFICIAL_ROUTES } from '../../lib/official-routes.ts';
import { FOOTER_ITEMS } from '../navigation.ts';
import { SHELL } from '../texts.ts';
import classes from './layout.module.css';

/** What the service promises, its pages, and the free official places to report fraud. */
export function SiteFooter() {
  const { t } = useTexts(SHELL);
  const brand = t('brand', { ns: APP });
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="xl">
        <Text fw={700}>{brand}</Text>
        <Text size="sm" mt="xs" maw={720}>
          {t('footer.honesty')}
        </Text>
        <Group component="nav" aria-label={t('nav.footerLabel')} gap="md" mt="md">
          {FOOTER_ITEMS.map(({ to, label }) => (
            <Anchor key={to} component={Link} to={to} size="sm">
              {t(label)}
            </Anchor>
          ))}
        </Group>
        <Text size="sm" mt="md">
          {t('footer.report')}{' '}
          {OFFICIAL_ROUTES.map(({ key, url }, index) => (
            <span key={key}>
              {index > 0 && ' · '}
              <Anchor href={url} rel="noreferrer" size="sm">
                {key.toUpperCase()}
              </Anchor>
            </span>
          ))}
        </Text>
        <Text size="xs" mt="md" c="gray.7">
          {t('footer.copyright', { year: new Date().getFullYear(), brand })}
        </Text>
      </Container>
    </footer>
  );
}
