import { NativeSelect, TextInput } from '@mantine/core';
import { DEPOSIT_METHODS, DEPOSIT_STATES } from '@platform/contracts';
import { UserIdFiltersForm, useUserIdFilter } from '../list-filters.tsx';
import { useAppTexts } from '../texts.ts';

/** `all` in the address lists every state (or method); without it a queue shows what waits for review. */
export const ALL = 'all';

export interface QueueFilterValues {
  status: string;
  method?: string;
  userId: string;
}

interface QueueFiltersProps {
  values: QueueFilterValues;
  /** The method filter's labels (`money.depositMethods` or `money.withdrawalMethods`); none hides it. */
  methodLabels?: 'depositMethods' | 'withdrawalMethods';
  onChange(next: Partial<QueueFilterValues>): void;
}

/** A review queue's filters: state (pending first), method, and one user's requests. */
export function QueueFilters({ values, methodLabels, onChange }: QueueFiltersProps) {
  const { t } = useAppTexts();
  const user = useUserIdFilter(values.userId, t('money.filters.userIdInvalid'));

  return (
    <UserIdFiltersForm user={user} onApply={(userId) => onChange({ userId })}>
      <NativeSelect
        label={t('money.filters.status')}
        data={[
          ...DEPOSIT_STATES.map((s) => ({ value: s, label: t(`money.status.${s}`) })),
          { value: ALL, label: t('money.filters.all') },
        ]}
        value={values.status}
        onChange={(event) => onChange({ status: event.currentTarget.value })}
        style={{ flex: '1 1 160px' }}
      />
      {methodLabels ? (
        <NativeSelect
          label={t('money.filters.method')}
          data={[
            ...DEPOSIT_METHODS.map((m) => ({ value: m, label: t(`money.${methodLabels}.${m}`) })),
            { value: ALL, label: t('money.filters.all') },
          ]}
          value={values.method}
          onChange={(event) => onChange({ method: event.currentTarget.value })}
          style={{ flex: '1 1 160px' }}
        />
      ) : null}
      <TextInput label={t('money.filters.userId')} {...user.inputProps} />
    </UserIdFiltersForm>
  );
}
