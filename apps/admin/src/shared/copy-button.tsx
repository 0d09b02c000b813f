import { Button } from '@mantine/core';
import { toast } from '@platform/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Copies a value to the clipboard; says so, or says how to copy by hand where the browser refuses. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 1_500);
    } catch {
      toast.error(t('shared.copyFailed'));
    }
  };
  return (
    <Button size="compact-xs" variant="subtle" onClick={() => void copy()} aria-label={label} aria-live="polite">
      {copied ? t('shared.copied') : t('shared.copy')}
    </Button>
  );
}
