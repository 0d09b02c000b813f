import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { APP } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useSession } from '../../lib/session.ts';
import { installInfoQuery } from './api.ts';
import { InstallWebApp } from './install-web-app.tsx';
import { inviteCodeFromLink, storeUrl } from './invite-code.ts';
import { REFERRAL } from './texts.ts';

/**
 * Where an invite link lands (public): what the app is, how to install it (web app, or the stores the operator has
 * listings in), and sign-up with the inviter's code filled in.
 */
export function InstallPage() {
  const { t } = useTexts(REFERRAL);
  const { t: shell } = useTexts(APP);
  usePageTitle(t('install.pageTitle'));
  const [params] = useSearchParams();
  const code = inviteCodeFromLink(params.get('code'));
  const signedIn = useSession((s) => s.token !== null);
  const stores = useQuery(installInfoQuery()).data;
  const ios = storeUrl(stores?.iosUrl ?? null);
  const android = storeUrl(stores?.androidUrl ?? null);

  return (
    <Stack gap="lg" maw={560} mx="auto" py={{ base: 0, sm: 'md' }}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {shell('appName')}
        </Title>
        <Text>{t('install.tagline')}</Text>
        {code && (
          <Text size="sm" c="dimmed" data-testid="install-invite">
            {t('install.invited', { code })}
          </Text>
        )}
      </Stack>

      <InstallWebApp />

      {(ios || android) && (
        <Paper p="md" radius="lg" withBorder component="section" aria-labelledby="install-stores-title">
          <Title order={2} size="h4" id="install-stores-title" mb="sm">
            {t('install.storesTitle')}
          </Title>
          <Group gap="sm">
            {ios && (
              <Button component="a" href={ios} rel="noopener" variant="default">
                {t('install.appStore')}
              </Button>
            )}
            {android && (
              <Button component="a" href={android} rel="noopener" variant="default">
                {t('install.googlePlay')}
              </Button>
            )}
          </Group>
        </Paper>
      )}

      <Paper p="md" radius="lg" withBorder component="section" aria-labelledby="install-account-title">
        {signedIn ? (
          <>
            <Title order={2} size="h4" id="install-account-title" mb="sm">
              {t('install.signedIn')}
            </Title>
            <Button component={Link} to="/">
              {t('install.openApp')}
            </Button>
          </>
        ) : (
          <>
            <Title order={2} size="h4" id="install-account-title" mb="sm">
              {t('install.newTitle')}
            </Title>
            <Stack gap="sm">
              <Button
                component={Link}
                to={code ? `/register?inviteCode=${encodeURIComponent(code)}` : '/register'}
                w="fit-content"
              >
                {t('install.signUp')}
              </Button>
              <Text size="sm">
                {t('install.haveAccount')}{' '}
                <Anchor component={Link} to="/login" fw={600}>
                  {t('install.logIn')}
                </Anchor>
              </Text>
            </Stack>
          </>
        )}
      </Paper>
    </Stack>
  );
}
