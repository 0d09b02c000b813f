import { Button, Checkbox, Image, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AGREEMENT_LIMITS, type AgreementView, type SignatureMethod } from '@platform/contracts';
import { toast, useMessage, useShowError } from '@platform/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { saveContract } from './api.ts';
import { SignaturePad, typedSignature } from './signature-pad.tsx';
import { CONTRACT } from './texts.ts';

interface Values {
  method: SignatureMethod;
  signerName: string;
  drawn: string | null;
  consent: boolean;
}

/** Signs the agreement the user read: the fingerprint of that text goes with the signature (POST /api/mediate/saveContract). */
export function SignForm({ agreement, onSigned }: { agreement: AgreementView; onSigned: (a: AgreementView) => void }) {
  const { t } = useTranslation(CONTRACT);
  const say = useMessage();
  const showError = useShowError();
  const queryClient = useQueryClient();
  const methodId = useId();
  const form = useForm<Values>({
    initialValues: { method: 'typed', signerName: '', drawn: null, consent: false },
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
      saveContract({
        id: agreement.id,
        textSha256: agreement.textSha256,
        method: values.method,
        signerName: values.signerName.trim(),
        image: (values.method === 'drawn' ? values.drawn : typedSignature(values.signerName)) ?? '',
        consent: true,
      }),
    onSuccess: (signed) => {
      toast.success(say('signSuccess'));
      void queryClient.invalidateQueries({ queryKey: ['mediation'] });
      onSigned(signed);
    },
    onError: (error) => showError(error, form),
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack gap="md">
        <TextInput
          label={t('sign.name')}
          autoComplete="name"
          maxLength={AGREEMENT_LIMITS.signerNameMax}
          withAsterisk
          {...form.getInputProps('signerName')}
        />
        <div>
          <Text size="sm" fw={500} id={methodId} mb={4}>
            {t('sign.method')}
          </Text>
          <SegmentedControl
            aria-labelledby={methodId}
            data={[
              { value: 'typed', label: t('sign.typed') },
              { value: 'drawn', label: t('sign.drawn') },
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
              {t('sign.typedHint')}
            </Text>
            {typed && (
              <Image
                src={typed}
                alt={t('sign.preview')}
                maw={360}
                mt={4}
                style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
              />
            )}
          </div>
        )}
        <Checkbox label={t('sign.consent')} {...form.getInputProps('consent', { type: 'checkbox' })} />
        <Button type="submit" size="md" loading={mutation.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('sign.submit')}
        </Button>
      </Stack>
    </form>
  );
}
