import { type AgreementView, ROLES, type Role } from '@platform/contracts';
import { useTexts } from '@platform/ui';
import { SIGNATURES } from './record-texts.ts';

const isRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role);

/** The drafting mediator as parties see them: "Li Wei, Mediator" (their name and role, never a log-in name). */
export function useMediatorLine() {
  const { t } = useTexts(SIGNATURES);
  return (draftedBy: AgreementView['draftedBy']): string | null =>
    draftedBy
      ? t('mediator', {
          name: draftedBy.name,
          role: isRole(draftedBy.role) ? t(`role.${draftedBy.role}`) : draftedBy.role,
        })
      : null;
}
