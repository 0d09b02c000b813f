import { Badge, type BadgeProps, Group } from '@mantine/core';
import type { AdminUserView, Role } from '@platform/contracts';
import type { ReactNode } from 'react';
import { useAppTexts } from './texts.ts';

// In a narrow table cell Mantine would cut a badge to 'A…'; its label keeps its full width instead.
const fullLabel = { label: { overflow: 'visible' } } as const;

export type Tone = 'grape' | 'blue' | 'teal' | 'cyan' | 'red' | 'gray';

/**
 * An outlined badge in the tone's darkest shade. (Mantine's light variant caps its text at shade 6, which fails
 * axe colour contrast on the tinted background.)
 */
export function ToneBadge({
  tone,
  children,
  ...rest
}: { tone: Tone; children: ReactNode } & Omit<BadgeProps, 'color' | 'variant' | 'styles'>) {
  return (
    <Badge variant="outline" color={`${tone}.9`} styles={fullLabel} {...rest}>
      {children}
    </Badge>
  );
}

const roleTones: Record<Role, Tone> = { admin: 'grape', reviewer: 'blue', mediator: 'teal', support: 'cyan' };

/** An operator's roles, or 'Customer' for a user without any. */
export function RoleBadges({ roles }: { roles: readonly Role[] }) {
  const { t } = useAppTexts();
  if (roles.length === 0) {
    return (
      <Badge variant="outline" color="gray.8" styles={fullLabel}>
        {t('shared.customer')}
      </Badge>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      {roles.map((role) => (
        <ToneBadge key={role} tone={roleTones[role]}>
          {t(`shared.roles.${role}`)}
        </ToneBadge>
      ))}
    </Group>
  );
}

export function StatusBadge({ status }: { status: AdminUserView['status'] }) {
  const { t } = useAppTexts();
  return <ToneBadge tone={status === 'active' ? 'teal' : 'red'}>{t(`shared.status.${status}`)}</ToneBadge>;
}
