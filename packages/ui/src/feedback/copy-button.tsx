import { Button, type ButtonProps, VisuallyHidden } from '@mantine/core';
import { COMMON, useTexts } from '../i18n/texts.ts';
import { toast } from './toast.ts';

/** Writes text to the clipboard; falls back to a selection copy where the Clipboard API is unavailable (plain http). */
async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy refused');
}

export interface CopyButtonProps extends Omit<ButtonProps, 'children'> {
  value: string;
  /** What is copied, for screen readers: "Copy <label>". */
  label: string;
}

/** Copies a value and says 'Copy Success' (spec section 8). */
export function CopyButton({ value, label, ...props }: CopyButtonProps) {
  const { t } = useTexts(COMMON);
  const copy = () =>
    writeClipboard(value).then(
      () => toast.success(t('copySuccess')),
      () => toast.error(t('copyFailed')),
    );
  return (
    <Button variant="light" size="compact-sm" {...props} onClick={() => void copy()}>
      {t('copy')}
      <VisuallyHidden> {label}</VisuallyHidden>
    </Button>
  );
}
