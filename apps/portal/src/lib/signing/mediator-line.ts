import type { AgreementView } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { SIGNATURES } from './record-texts.ts';

/** The drafting mediator as parties see them: "Li Wei, Mediator" (their name and role, never a log-in name). */
export function useMediatorLine() {
  const { t } = useTranslation(SIGNATURES);
  return (draftedBy: AgreementView['draftedBy']): string | null =>
    draftedBy
      ? t('mediator', {
          name: draftedBy.name,
          role: t(`role.${draftedBy.role}`, { defaultValue: draftedBy.role }),
        })
      : null;
}
