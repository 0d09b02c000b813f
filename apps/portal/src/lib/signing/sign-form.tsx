// Signing an agreement, for either party: the caller sends the signature (the applicant with their session, the
// respondent with their link's token) and gets back what the server answered.
import { Button, Checkbox, Image, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AGREEMENT_LIMITS, type AgreementView, type SaveContractBody, type SignatureMethod } from '@platform/contracts';
import { toast, useMessage, useShowError } from '@platform/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SignaturePad, typedSignature } from './signature-pad.tsx';
import { SIGNING } from './texts.ts';

interface Values {
  method: SignatureMethod;
  signerName: string;
  drawn: string | null;
  consent: boolean;
}

export interface SignFormProps<T> {
  agreement: Pick<AgreementView, 'id' | 'textSha256'>;
  /** Sends the signature; the fingerprint of the text read goes with it, so a changed text signs nothing. */
  onSign: (body: SaveContractBody) => Promise<T>;
  onSigned?: (result: T) => void;
  /** A refusal the form does not place on a field (the link ended, the text changed); return true when handled. */
  onRefused?: (error: unknown) => boolean;
  defaultName?: string;
}

/** Signs the agreement the reader has read: a typed or drawn signature, their name and their consent. */
export function SignForm<T>({ agreement, onSign, onSigned, onRefused, defaultName = '' }: SignFormProps<T>) {
  const { t } = useTranslation(SIGNING);
  const say = useMessage();
  const showError = useShowError();
  const methodId = useId();
  const form = useForm<Values>({
    initialValues: { method: 'typed', signerName: defaultName, drawn: null, consent: false },
    validate: {
      signerName: (value) => (value.trim() ? null : say('enterSignerName')),
      drawn: (value, values) => (values.method === 'drawn' && !value ? say('signatureMissing') : null),
      consent: (value) => (value ? null : say('confirmSignature')),
    },
  });
  const { method, signerName } = form.values;
  const typed = useMemo(() => (method === 'typed' ? typedSignature(signerName) : null), [method, signerName]);

  const mutation = useMutation({
    mutationFn: (values: Values) =>
      onSign({
        id: agreement.id,
        textSha256: agreement.textSha256,
        method: values.method,
        signerName: values.signerName.trim(),
        image: (values.method === 'drawn' ? values.drawn : typedSignature(values.signerName)) ?? '',
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

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack gap="md">
        <TextInput
          label={t('name')}
          autoComplete="name"
          maxLength={AGREEMENT_LIMITS.signerNameMax}
          withAsterisk
          {...form.getInputProps('signerName')}
        />
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
