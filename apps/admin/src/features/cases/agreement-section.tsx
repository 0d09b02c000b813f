import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import type { AdminCaseView } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { AgreementCard } from './agreement-card.tsx';
import { AgreementForm } from './agreement-form.tsx';

/** Every version of the case's agreement, newest first, and the form to draft one while the case is in mediation. */
export function AgreementSection({ found }: { found: AdminCaseView }) {
  const { t } = useTranslation();
  const redraft = found.agreements.some((a) => a.status === 'awaiting_signature');
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('cases.agreement.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('cases.agreement.intro')}
        </Text>
        {found.agreements.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('cases.agreement.none')}
          </Text>
        ) : (
          found.agreements.map((agreement) => <AgreementCard key={agreement.id} agreement={agreement} />)
        )}
        <Divider />
        {found.canDraftAgreement ? (
          <>
            {redraft ? (
              <Text size="sm" fw={600}>
                {t('cases.agreement.redraftHint')}
              </Text>
            ) : null}
            <AgreementForm found={found} redraft={redraft} />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('cases.agreement.notNow')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
