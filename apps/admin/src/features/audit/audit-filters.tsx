import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { ResetAndSearch } from '../../shared/list-filters.tsx';
import { isRecordId } from '../../shared/route-id.ts';
import { useAppTexts } from '../../shared/texts.ts';

export const AUDIT_FILTER_KEYS = ['action', 'actor', 'targetType', 'targetId', 'from', 'to'] as const;
export type AuditFilterValues = Record<(typeof AUDIT_FILTER_KEYS)[number], string>;

// Suggestions only: later features add actions and target types of their own, and the fields stay free text.
const KNOWN_ACTIONS = [
  'auth.login',
  'user.roles',
  'user.disable',
  'user.enable',
  'operator.create',
  'invite_code.create',
  'invite_code.disable',
  'deposit.approve',
  'deposit.reject',
  'withdrawal.approve',
  'withdrawal.reject',
  'ledger.reverse',
  'mediation.case.status',
  'mediation.case.assign',
  'mediation.report.create',
  'mediation.agreement.draft',
  'realname.approve',
  'realname.reject',
  'feedback.answer',
  'inbox.announce',
];
const KNOWN_TARGET_TYPES = [
  'user',
  'invite_code',
  'deposit',
  'withdrawal',
  'ledger_entry',
  'mediation_case',
  'real_name',
  'feedback',
  'announcement',
];

interface Props {
  values: AuditFilterValues;
  onChange(values: AuditFilterValues): void;
}

export function AuditFilters({ values, onChange }: Props) {
  const { t } = useAppTexts();
  const form = useForm<AuditFilterValues>({
    initialValues: values,
    validate: {
      actor: (v) => (v && !isRecordId(v.trim()) ? t('audit.filters.actorInvalid') : null),
      to: (v, all) => (v && all.from && v < all.from ? t('audit.filters.toBeforeFrom') : null),
    },
  });
  useEffect(() => form.setValues(values), [JSON.stringify(values)]);
  const empty = Object.fromEntries(AUDIT_FILTER_KEYS.map((k) => [k, ''])) as AuditFilterValues;

  return (
    <search>
      <form
        aria-label={t('audit.filters.title')}
        noValidate
        onSubmit={form.onSubmit((v) => onChange({ ...v, action: v.action.trim(), actor: v.actor.trim() }))}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
          <TextInput label={t('audit.filters.action')} list="audit-actions" {...form.getInputProps('action')} />
          <TextInput
            label={t('audit.filters.actor')}
            inputMode="numeric"
            autoComplete="off"
            {...form.getInputProps('actor')}
          />
          <TextInput
            label={t('audit.filters.targetType')}
            list="audit-target-types"
            {...form.getInputProps('targetType')}
          />
          <TextInput label={t('audit.filters.targetId')} autoComplete="off" {...form.getInputProps('targetId')} />
          <TextInput label={t('audit.filters.from')} type="datetime-local" {...form.getInputProps('from')} />
          <TextInput label={t('audit.filters.to')} type="datetime-local" {...form.getInputProps('to')} />
        </SimpleGrid>
        <datalist id="audit-actions">
          {KNOWN_ACTIONS.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
        <datalist id="audit-target-types">
          {KNOWN_TARGET_TYPES.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
        <ResetAndSearch onReset={() => onChange(empty)} />
      </form>
    </search>
  );
}
