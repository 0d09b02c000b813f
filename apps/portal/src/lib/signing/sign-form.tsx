// Signing an agreement, for either party: the caller sends the signature (the applicant with their session, the
// respondent with their link's token) and gets back what the server answered. A party signs as who the service
// verified (the server's signAs), shown and never typed (issue 27 §5).
import { Alert, Button, Checkbox, Image, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { AgreementView, SaveContractBody, SignatureMethod, SignerIdentityView } from '@platform/contracts';
import { toast, useMessage, useShowError, useTexts } from '@platform/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useFormat } from '../format.ts';
import { SignaturePad, typedSignature } from './signature-pad.tsx';
import { SIGNING } from './texts.ts';

interface Values {
  method: SignatureMethod;
  drawn: string | null;
  consent: boolean;
}

export interface SignFormProps<T> {
  agreement: Pick<AgreementView, 'id' | 'textSha256' | 'signAs'>;
  /** Sends the signature; the fingerprint of the text read goes with it, so a changed text signs nothing. */
  onSign: (body: SaveContractBody) => Promise<T>;
  onSigned?: (result: T) => void;
  /** A refusal the form does not place on a field (the link ended, the text changed); return true when handled. */
  onRefused?: (error: unknown) => boolean;
  /** Shown instead of the form when the service has not established who the reader is (no signAs). */
  notVerified?: React.ReactNode;
}

/** Who the reader signs as, and how the service knows: shown, not typed. */
export function SignAs({ identity }: { identity: SignerIdentityView }) {
  const { t } = useTexts(SIGNING);
  const format = useFormat();
  const how =
    identity.check === 'real_name'
      ? t('verifiedRealName', { date: format.date(identity.checkedAt) })
      : t('verifiedEmail', { email: identity.email ?? '', date: format.date(identity.checkedAt) });
  return (
    <Paper withBorder p="sm" radius="md" data-testid="sign-as">
      <Text size="sm" c="dimmed">
        {t('signAs')}
      </Text>
      <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
        {identity.name}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {how}
      </Text>
    </Paper>
  );
}

/** Signs the agreement the reader has read: a typed or drawn signature in their verified name, and their consent. */
export function SignForm<T>({ agreement, onSign, onSigned, onRefused, notVerified }: SignFormProps<T>) {
  const { t } = useTexts(SIGNING);
  const say = useMessage();
  const showError = useShowError();
  const methodId = useId();
  const signerName = agreement.signAs?.name ?? '';
  const form = useForm<Values>({
    initialValues: { method: 'typed', drawn: null, consent: false },
    validate: {
      drawn: (value, values) => (values.method === 'drawn' && !value ? say('signatureMissing') : null),
      consent: (value) => (value ? null : say('confirmSignature')),
    },
  });
  const { method } = form.values;
  const typed = useMemo(() => (method === 'typed' ? typedSignature(signerName) : null), [method, signerName]);

  const mutation = useMutation({
    mutationFn: (values: Values) =>
      onSign({
        id: agreement.id,
        textSha256: agreement.textSha256,
        method: values.method,
        image: (values.method === 'drawn' ? values.drawn : typedSignature(signerName)) ?? '',
        consent: true,
      }),
    onSuccess: (result) => {
      toast.success(say('signSuccess'));
      onSigned?.(result);
    },
    onError: (error) => {
      if (!onRefused?.(error)) showError(error, form, { image: 'drawn' });
    },
  });

  if (!agreement.signAs)
    return (
      <Alert color="yellow" variant="light" data-testid="sign-not-verified">
        {notVerified ?? t('notVerified')}
      </Alert>
    );
  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack gap="md">
        <SignAs identity={agreement.signAs} />
        <div>
          <Text size="sm" fw={500} id={methodId} mb={4}>
            {t('method')}
          </Text>
          <SegmentedControl
            aria-labelledby={methodId}
            data={[
              { value: 'typed', label: t('typed') },
              { value: 'drawn', label: t('drawn') },
            ]}
            {...form.getInputProps('method')}
          />
        </div>
        {method === 'drawn' ? (
          <div>
            <SignaturePad onChange={(image) => form.setFieldValue('drawn', image)} />
            {form.errors.drawn && (
              <Text size="sm" c="red.9" role="alert">
                {form.errors.drawn}
              </Text>
            )}
          </div>
        ) : (
          <div>
            <Text size="xs" c="dimmed">
              {t('typedHint')}
            </Text>
            {typed && (
              <Image
                src={typed}
                alt={t('preview')}
                maw={360}
                mt={4}
                style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
              />
            )}
          </div>
        )}
        <Checkbox label={t('consent')} {...form.getInputProps('consent', { type: 'checkbox' })} />
        <Button type="submit" size="md" loading={mutation.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
