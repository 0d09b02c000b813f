import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { DEPOSIT_METHODS, DEPOSIT_STATES } from '@platform/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRecordId } from '../route-id.ts';

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
  const { t } = useTranslation();
  const [userId, setUserId] = useState(values.userId);
  const [userIdError, setUserIdError] = useState<string | null>(null);
  useEffect(() => setUserId(values.userId), [values.userId]);

  return (
    <search>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = userId.trim();
          if (trimmed && !isRecordId(trimmed)) {
            setUserIdError(t('money.filters.userIdInvalid'));
            return;
          }
          setUserIdError(null);
          onChange({ userId: trimmed });
        }}
      >
        <Group align="flex-end" gap="sm">
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
          <TextInput
            label={t('money.filters.userId')}
            inputMode="numeric"
            value={userId}
            onChange={(event) => setUserId(event.currentTarget.value)}
            error={userIdError}
            maxLength={10}
            style={{ flex: '1 1 140px' }}
          />
          <Button type="submit">{t('shared.search')}</Button>
        </Group>
      </form>
    </search>
  );
}
