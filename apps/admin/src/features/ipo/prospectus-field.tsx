import { Upload } from '@platform/ui';
import type { ReactNode } from 'react';
import { api } from '../../shared/api.ts';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';
import { fileHref, storedName } from './offering-values.ts';

interface ProspectusFieldProps {
  /** The stored file's name, or empty. */
  value: string;
  onChange(name: string): void;
  onBusyChange?(busy: boolean): void;
  label?: string;
  error?: ReactNode;
}

/** The prospectus: a PDF uploaded as a public file (users read it before subscribing), kept by its stored name. */
export function ProspectusField({ value, onChange, onBusyChange, label, error }: ProspectusFieldProps) {
  const { t } = useAppTexts<ScreenTexts>();
  return (
    <Upload
      client={api}
      label={label ?? t('ipo.form.prospectus')}
      description={t('ipo.form.prospectusHint')}
      accept="application/pdf"
      visibility="public"
      value={value ? fileHref(value) : null}
      onChange={(file) => onChange(file ? storedName(file.path) : '')}
      onBusyChange={onBusyChange}
      error={error}
    />
  );
}
