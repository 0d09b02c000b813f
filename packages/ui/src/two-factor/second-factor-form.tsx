// The code step of signing in: a TOTP code or a recovery code, after the password was right.
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTwoFactorTexts } from './texts.ts';

export interface SecondFactorFormProps {
  onSubmit(code: string): void;
  onBack(): void;
  pending?: boolean;
  /** What the server said about the last code (wrong, used, locked, expired). */
  error?: string | null;
}

export function SecondFactorForm({ onSubmit, onBack, pending, error }: SecondFactorFormProps) {
  const t = useTwoFactorTexts();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onSubmit(code.trim());
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby="second-factor-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="second-factor-title">
          {t('codeStepTitle')}
        </Title>
        <Text size="sm">{t('codeStepIntro')}</Text>
        <TextInput
          label={t('codeLabel')}
          description={t('codeHint')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          autoComplete="one-time-code"
          autoFocus
          required
          maxLength={20}
          error={error ?? undefined}
        />
        <Group justify="space-between">
          <Button variant="subtle" onClick={onBack}>
            {t('back')}
          </Button>
          <Button type="submit" loading={pending} disabled={!code.trim()}>
            {t('verify')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
