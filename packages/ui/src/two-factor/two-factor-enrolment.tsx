// Enrolling an authenticator: the key as a QR code and as text, a code from the app to turn it on, then the recovery
// codes shown once, closed only after the person says they saved them. The apps fetch and send; this shows and asks.
import { Alert, Button, Checkbox, Code, CopyButton, Image, List, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TwoFactorEnrolment as Enrolment } from '@platform/contracts';
import { type FormEvent, useMemo, useState } from 'react';
import { qrImageUrl } from './qr-image.ts';
import { useTwoFactorTexts } from './texts.ts';

export interface TwoFactorEnrolmentProps {
  enrolment: Enrolment;
  onConfirm(code: string): void;
  confirming?: boolean;
  error?: string | null;
  /** Once the code turned it on: the codes to show this once. */
  recoveryCodes?: readonly string[] | null;
  onDone(): void;
  /** False inside a section already headed "Two-factor authentication" (the trade app's security center). */
  titled?: boolean;
}

export function TwoFactorEnrolment(props: TwoFactorEnrolmentProps) {
  return props.recoveryCodes ? (
    <RecoveryCodes codes={props.recoveryCodes} onDone={props.onDone} />
  ) : (
    <EnrolmentKey {...props} />
  );
}

function EnrolmentKey({ enrolment, onConfirm, confirming, error, titled = true }: TwoFactorEnrolmentProps) {
  const t = useTwoFactorTexts();
  const [code, setCode] = useState('');
  const qr = useMemo(() => qrImageUrl(enrolment.otpauthUri), [enrolment.otpauthUri]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onConfirm(code.trim());
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={titled ? 'two-factor-enrol-title' : undefined}
      aria-label={titled ? undefined : t('title')}
    >
      <Stack gap="md">
        {titled && (
          <Title order={2} size="h3" id="two-factor-enrol-title">
            {t('title')}
          </Title>
        )}
        <Text size="sm">{t('enrolIntro')}</Text>
        <Image src={qr} alt={t('qrAlt')} w={200} h={200} />
        <div>
          <Text size="sm" fw={500} id="two-factor-secret-label">
            {t('secretLabel')}
          </Text>
          <Code block aria-labelledby="two-factor-secret-label" data-testid="two-factor-secret">
            {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
          </Code>
        </div>
        <TextInput
          label={t('newCodeLabel')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          maxLength={20}
          error={error ?? undefined}
        />
        <Button type="submit" loading={confirming} disabled={!code.trim()}>
          {t('turnOn')}
        </Button>
      </Stack>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone(): void }) {
  const t = useTwoFactorTexts();
  const [saved, setSaved] = useState(false);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('recoveryTitle')}
      </Title>
      <Alert color="yellow" variant="light">
        {t('recoveryIntro')}
      </Alert>
      <List aria-label={t('recoveryListLabel')} listStyleType="none" ff="monospace">
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <CopyButton value={codes.join('\n')}>
        {({ copied, copy }) => (
          <Button variant="light" onClick={copy}>
            {copied ? t('copied') : t('copy')}
          </Button>
        )}
      </CopyButton>
      <Checkbox label={t('saved')} checked={saved} onChange={(event) => setSaved(event.currentTarget.checked)} />
      <Button onClick={onDone} disabled={!saved}>
        {t('done')}
      </Button>
    </Stack>
  );
}
