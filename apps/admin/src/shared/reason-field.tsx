import { Textarea, type TextareaProps } from '@mantine/core';
import { useAppTexts } from './texts.ts';

/** Every operator action asks why; the answer goes to the audit log (and to the user it affects). */
export function ReasonField(props: Omit<TextareaProps, 'label'>) {
  const { t } = useAppTexts();
  return (
    <Textarea
      label={t('shared.reason')}
      description={t('shared.reasonHint')}
      withAsterisk
      autosize
      minRows={2}
      maxRows={6}
      maxLength={500}
      {...props}
    />
  );
}
