import { Anchor, Container, Group, Text } from '@mantine/core';
import { CenteredPanel, useTexts } from '@platform/ui';
import { Navigate, useSearchParams } from 'react-router';
import { usePopups } from '../../lib/popups.ts';
import { REDIRECT_PARAM, safeRedirect } from '../../lib/redirect.ts';
import { useSignedInUser } from '../../lib/session.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { LoginForm } from './login-form.tsx';
import { AUTH } from './texts.ts';

/** `/login`: once signed in, the visitor goes back to where they came from (or /home). */
export function LoginPage() {
  const { t } = useTexts(AUTH);
  usePageTitle(t('title'));
  const [params] = useSearchParams();
  const user = useSignedInUser();
  const openSignUp = usePopups((s) => s.openSignUp);
  const openForgotPassword = usePopups((s) => s.openForgotPassword);

  if (user) return <Navigate to={safeRedirect(params.get(REDIRECT_PARAM))} replace />;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <CenteredPanel
        title={t('title')}
        subtitle={t('intro')}
        footer={
          <Group justify="space-between" gap="xs" px="xs">
            <Text size="sm">
              {t('noAccount')}{' '}
              <Anchor component="button" type="button" size="sm" fw={600} onClick={openSignUp}>
                {t('signUp.title')}
              </Anchor>
            </Text>
            <Anchor component="button" type="button" size="sm" fw={600} onClick={openForgotPassword}>
              {t('forgot')}
            </Anchor>
          </Group>
        }
      >
        <LoginForm />
      </CenteredPanel>
    </Container>
  );
}
