import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { securityStatusQuery } from '../../lib/money/api.ts';
import { MoneyPage } from '../../lib/money/money-page.tsx';
import { LoginPasswordForm } from './login-password-form.tsx';
import { SessionsLink } from './sessions-link.tsx';
import { SECURITY } from './texts.ts';
import { TradePasswordSection } from './trade-password-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

export function SecurityPage() {
  const { t } = useTexts(SECURITY);
  const status = useQuery(securityStatusQuery());
  return (
    <MoneyPage title={t('title')} back={{ to: '/me', label: t('back') }} narrow>
      <LoginPasswordForm />
      <TwoFactorSection />
      <SessionsLink />
      <QueryState query={status} />
      {status.data && <TradePasswordSection status={status.data} />}
    </MoneyPage>
  );
}
