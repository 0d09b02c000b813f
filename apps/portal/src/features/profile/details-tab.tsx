import { Anchor, List, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { LanguageRadioGroup, useTexts } from '@platform/ui';
import { Link } from 'react-router';
import { SHELL } from '../../app/texts.ts';
import { useFormat } from '../../lib/format.ts';
import { useSignedInUser } from '../../lib/session.ts';
import { SectionCard } from '../../lib/ui/section-card.tsx';
import { useLanguageSync } from '../../lib/use-language-sync.ts';
import { PasswordForm } from './password-form.tsx';
import { PROFILE } from './texts.ts';

/** The user's other pages; their names are the navigation's (shell namespace). */
const ACCOUNT_LINKS = [
  { to: '/realname', label: 'nav.realname' },
  { to: '/account', label: 'nav.account' },
  { to: '/contract', label: 'nav.contract' },
  { to: '/feedback', label: 'nav.feedback' },
] as const;

/** The user's details, their language, and the password change. */
export function DetailsTab() {
  const { t } = useTexts(PROFILE);
  const format = useFormat();
  const user = useSignedInUser();
  const syncLanguage = useLanguageSync();
  if (!user) return null;
  const rows = [
    [t('details.userId'), String(user.userId)],
    [t('details.username'), user.username ?? '—'],
    [t('details.email'), user.email],
    [t('details.joined'), format.date(user.createdAt)],
    ...(user.inviteCode ? [[t('details.inviteCode'), user.inviteCode]] : []),
  ];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="lg">
        <SectionCard id="profile-details" title={t('details.title')}>
          <dl style={{ margin: 0 }}>
            {rows.map(([label, value]) => (
              <div key={label} style={{ display: 'flex', gap: 8, flexWrap: 'wrap', padding: '4px 0' }}>
                <Text component="dt" size="sm" c="dimmed" miw={130}>
                  {label}
                </Text>
                <Text component="dd" size="sm" fw={600} m={0} style={{ overflowWrap: 'anywhere' }}>
                  {value}
                </Text>
              </div>
            ))}
          </dl>
        </SectionCard>
        <Paper withBorder p="lg" radius="md">
          <LanguageRadioGroup onChange={syncLanguage} />
        </Paper>
        <SectionCard id="profile-links" title={t('details.links')} component="nav">
          <List spacing={4}>
            {ACCOUNT_LINKS.map(({ to, label }) => (
              <List.Item key={to}>
                <Anchor component={Link} to={to}>
                  {t(label, { ns: SHELL })}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </SectionCard>
      </Stack>
      <SectionCard id="profile-password" title={t('password.title')}>
        <PasswordForm />
      </SectionCard>
    </SimpleGrid>
  );
}
