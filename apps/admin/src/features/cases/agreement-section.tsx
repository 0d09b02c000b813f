import { Divider, Text } from '@mantine/core';
import type { AdminCaseView } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { SectionCard } from '../../shared/section-card.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import { AgreementCard } from './agreement-card.tsx';
import { AgreementForm } from './agreement-form.tsx';
import type { ScreenTexts } from './i18n.ts';
import { caseThreadQuery } from './thread-api.ts';

/** Every version of the case's agreement, newest first, and the form to draft one while the case is in mediation. */
export function AgreementSection({ found }: { found: AdminCaseView }) {
  const { t } = useAppTexts<ScreenTexts>();
  const redraft = found.agreements.some((a) => a.status === 'awaiting_signature');
  // The proposal both parties accepted is what the form starts from (the Conversation section reads the same query).
  const thread = useQuery({ ...caseThreadQuery(found.id), enabled: found.canDraftAgreement });
  const accepted = thread.data?.proposals.findLast((p) => p.status === 'accepted') ?? null;
  return (
    <SectionCard title={t('cases.agreement.title')}>
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
          <AgreementForm found={found} redraft={redraft} accepted={accepted} />
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('cases.agreement.notNow')}
        </Text>
      )}
    </SectionCard>
  );
}
