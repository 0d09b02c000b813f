import { Container } from '@mantine/core';
import { CenteredPanel } from '@platform/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { REDIRECT_PARAM, safeRedirect } from '../../lib/redirect.ts';
import { useSignedInUser } from '../../lib/session.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { LoginForm } from './login-form.tsx';
import { AUTH } from './texts.ts';

/** `/login`: once signed in, the visitor goes back to where they came from (or /home). */
export function LoginPage() {
  const { t } = useTranslation(AUTH);
  usePageTitle(t('title'));
  const [params] = useSearchParams();
  const user = useSignedInUser();

  if (user) return <Navigate to={safeRedirect(params.get(REDIRECT_PARAM))} replace />;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <CenteredPanel title={t('title')} subtitle={t('intro')}>
        <LoginForm />
      </CenteredPanel>
    </Container>
  );
}
