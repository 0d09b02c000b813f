import { Button, Checkbox, Grid, Radio, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { applyMediateBody, type CaseDetailView, CLAIM_CURRENCIES, MEDIATION_LIMITS } from '@platform/contracts';
import { DraftNotice, toast, useFormDraft, useMessage, useShowError, useTexts } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { countriesQuery, countryOptions, dictQuery } from '../../lib/dict.ts';
import { disputeTypesQuery } from '../../lib/dispute-types.ts';
import { useFormat } from '../../lib/format.ts';
import { useSchemaValidate } from '../../lib/schema-form.ts';
import { useSignedInUser } from '../../lib/session.ts';
import { DROPDOWN_BELOW } from '../../lib/ui/select-props.ts';
import { useHeldSubmit } from '../../lib/use-held-submit.ts';
import { applyMediate } from './api.ts';
import { EvidenceField, type EvidenceFile } from './evidence-field.tsx';
import { NeededMaterials } from './needed-materials.tsx';
import { APPLY } from './texts.ts';

interface Values {
  disputeType: string;
  counterpartyName: string;
  counterpartyWebsite: string;
  counterpartyContact: string;
  amount: string;
  currency: string;
  country: string;
  sendType: string;
  incidentDate: string;
  description: string;
  evidence: EvidenceFile[];
  acknowledged: boolean;
}

const EMPTY: Values = {
  disputeType: '',
  counterpartyName: '',
  counterpartyWebsite: '',
  counterpartyContact: '',
  amount: '',
  currency: 'USD',
  country: '',
  sendType: '',
  incidentDate: '',
  description: '',
  evidence: [],
  acknowledged: false,
};

const toBody = (values: Values) => ({
  ...values,
  evidence: values.evidence.map((file) => file.path),
  sharedEvidence: values.evidence.filter((file) => file.shared).map((file) => file.path),
});

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="fieldset" gap="md" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Title order={2} size="h4" component="legend" mb="xs">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The mediation application (POST /api/mediate/applyMediate), checked with the server's own schema. */
export function ApplyForm({ onApplied }: { onApplied: (created: CaseDetailView) => void }) {
  const { t, i18n } = useTexts(APPLY);
  const say = useMessage();
  const format = useFormat();
  const showError = useShowError();
  const queryClient = useQueryClient();
  const types = useQuery(disputeTypesQuery());
  const countries = useQuery(countriesQuery());
  const sendTypes = useQuery(dictQuery('mediate_send_type', i18n.language));
  // What was typed survives an expired session (the log-in page brings the user back here) until it is sent.
  const draft = useFormDraft('apply', useSignedInUser()?.userId, EMPTY);
  const form = useForm<Values>({
    initialValues: draft.initialValues,
    onValuesChange: draft.save,
    validate: useSchemaValidate<Values>(applyMediateBody, toBody),
  });
  const discardDraft = () => {
    form.setInitialValues(EMPTY);
    form.reset();
    draft.clear();
  };
  const chosen = types.data?.find((type) => type.value === form.values.disputeType);

  const mutation = useMutation({
    mutationFn: (values: Values) => applyMediate(toBody(values) as Parameters<typeof applyMediate>[0]),
    onSuccess: (created) => {
      draft.clear();
      toast.success(say('applySuccess'));
      void queryClient.invalidateQueries({ queryKey: ['mediation'] });
      onApplied(created);
    },
    onError: (error) => showError(error, form),
  });

  const { submit, sending, onBusyChange } = useHeldSubmit(mutation);

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap={32}>
        {draft.restored && <DraftNotice onDiscard={discardDraft} />}
        <Part title={t('sections.dispute')}>
          <Select
            comboboxProps={DROPDOWN_BELOW}
            label={t('disputeType')}
            data={(types.data ?? []).map((type) => ({ value: type.value, label: format.text(type.label) }))}
            description={chosen ? format.text(chosen.description) : undefined}
            withAsterisk
            allowDeselect={false}
            {...form.getInputProps('disputeType')}
          />
          <NeededMaterials disputeType={form.values.disputeType} />
        </Part>

        <Part title={t('sections.counterparty')}>
          <TextInput
            label={t('counterpartyName')}
            maxLength={MEDIATION_LIMITS.counterpartyNameMax}
            withAsterisk
            {...form.getInputProps('counterpartyName')}
          />
          <Text size="sm" c="dimmed">
            {t('counterpartyHint')}
          </Text>
          <TextInput
            label={t('counterpartyWebsite')}
            maxLength={MEDIATION_LIMITS.counterpartyWebsiteMax}
            {...form.getInputProps('counterpartyWebsite')}
          />
          <TextInput
            label={t('counterpartyContact')}
            description={t('counterpartyContactHint')}
            maxLength={MEDIATION_LIMITS.counterpartyContactMax}
            {...form.getInputProps('counterpartyContact')}
          />
          <Radio.Group label={t('sendType')} withAsterisk {...form.getInputProps('sendType')}>
            <Stack gap="xs" mt="xs">
              {(sendTypes.data ?? []).map((option) => (
                <Radio key={option.value} value={option.value} label={option.label} />
              ))}
            </Stack>
          </Radio.Group>
        </Part>

        <Part title={t('sections.amount')}>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextInput
                label={t('amount')}
                description={t('amountHint')}
                inputMode="decimal"
                maxLength={17}
                withAsterisk
                {...form.getInputProps('amount')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Select
                comboboxProps={DROPDOWN_BELOW}
                label={t('currency')}
                data={[...CLAIM_CURRENCIES]}
                withAsterisk
                allowDeselect={false}
                {...form.getInputProps('currency')}
              />
            </Grid.Col>
          </Grid>
          <Select
            comboboxProps={DROPDOWN_BELOW}
            label={t('country')}
            data={countryOptions(countries.data ?? [], format.language)}
            searchable
            withAsterisk
            {...form.getInputProps('country')}
          />
          <TextInput type="date" label={t('incidentDate')} {...form.getInputProps('incidentDate')} />
        </Part>

        <Part title={t('sections.story')}>
          <Textarea
            label={t('description')}
            description={t('descriptionHint')}
            autosize
            minRows={6}
            maxLength={MEDIATION_LIMITS.descriptionMax}
            withAsterisk
            {...form.getInputProps('description')}
          />
        </Part>

        <Part title={t('sections.evidence')}>
          <EvidenceField
            files={form.values.evidence}
            onChange={(update) => form.setFieldValue('evidence', update)}
            onBusyChange={onBusyChange}
            error={form.errors.evidence}
          />
        </Part>

        <Checkbox label={t('acknowledged')} {...form.getInputProps('acknowledged', { type: 'checkbox' })} />
        <Button type="submit" size="md" loading={sending} style={{ alignSelf: 'flex-start' }}>
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
