// The fields every catalogue editor (loan and mining products, robots, follow institutions) has, each worded from
// the feature's form texts: `<texts>.name`, `.description` with `.descriptionHint`, `.activeLabel` with `.activeHint`.
import { Switch, type SwitchProps, Textarea, type TextareaProps, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Worded<P> = Omit<P, 'label' | 'description'> & {
  /** The i18n key holding the form's texts. */
  texts: string;
};

/** The item's name: required, and where the editor opens. */
export function NameField({ texts, ...props }: Worded<TextInputProps>) {
  const { t } = useTranslation();
  return <TextInput data-autofocus label={t(`${texts}.name`)} withAsterisk {...props} />;
}

/** What users read about the item, growing with its text. */
export function DescriptionField({ texts, ...props }: Worded<TextareaProps>) {
  const { t } = useTranslation();
  return (
    <Textarea
      label={t(`${texts}.description`)}
      description={t(`${texts}.descriptionHint`)}
      autosize
      minRows={2}
      {...props}
    />
  );
}

/** Whether users are offered the item. */
export function OfferedSwitch({ texts, ...props }: Worded<SwitchProps>) {
  const { t } = useTranslation();
  return <Switch label={t(`${texts}.activeLabel`)} description={t(`${texts}.activeHint`)} {...props} />;
}
