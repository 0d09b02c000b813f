import { Button, Group, TextInput } from '@mantine/core';
import { LIMITS } from '@platform/contracts';
import { useEffect, useState } from 'react';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';

interface Props {
  to: string;
  refreshing: boolean;
  onSearch(to: string): void;
  onRefresh(): void;
}

export function MailboxSearch({ to, refreshing, onSearch, onRefresh }: Props) {
  const { t } = useAppTexts<ScreenTexts>();
  const [address, setAddress] = useState(to);
  useEffect(() => setAddress(to), [to]);
  return (
    <search>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(address.trim());
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('mailbox.address')}
            type="search"
            value={address}
            onChange={(event) => setAddress(event.currentTarget.value)}
            maxLength={LIMITS.emailMax}
            autoComplete="off"
            style={{ flex: '1 1 240px' }}
          />
          <Button type="submit">{t('shared.search')}</Button>
          <Button variant="default" onClick={onRefresh} loading={refreshing}>
            {t('mailbox.refresh')}
          </Button>
        </Group>
      </form>
    </search>
  );
}
