// The fields every catalogue editor (loan and mining products, robots, follow institutions, IPO offerings) has, each
// worded from the feature's form texts: `<texts>.name`, `.description` with `.descriptionHint`, `.activeLabel` with
// `.activeHint`; their decimal figures and the grid that lays them out.
import {
  SimpleGrid,
  Switch,
  type SwitchProps,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { loosely } from '@platform/ui';
import type { ReactNode } from 'react';
import { HINT_BELOW } from './forms.ts';
import { useAppTexts } from './texts.ts';

type Worded<P> = Omit<P, 'label' | 'description'> & {
  /** The i18n key holding the form's texts. */
  texts: string;
};

/** The item's name: required, and where the editor opens. */
export function NameField({ texts, ...props }: Worded<TextInputProps>) {
  const t = loosely(useAppTexts().t); // keys made from the prefix a feature gives
  return <TextInput data-autofocus label={t(`${texts}.name`)} withAsterisk {...props} />;
}

/** What users read about the item, growing with its text. */
export function DescriptionField({ texts, ...props }: Worded<TextareaProps>) {
  const t = loosely(useAppTexts().t); // keys made from the prefix a feature gives
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
  const t = loosely(useAppTexts().t); // keys made from the prefix a feature gives
  return <Switch label={t(`${texts}.activeLabel`)} description={t(`${texts}.activeHint`)} {...props} />;
}

/** Fields side by side on a desktop (two unless told), one above the other on a phone. */
export function FieldGrid({ cols = 2, children }: { cols?: number; children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: cols }} spacing="sm" verticalSpacing="sm">
      {children}
    </SimpleGrid>
  );
}

/**
 * A price, rate or percentage, typed as text so that it stays exact: required unless told, with its `hint` under the
 * input (above the error).
 */
export function DecimalField({ hint, ...props }: Omit<TextInputProps, 'description'> & { hint?: ReactNode }) {
  const described = hint === undefined ? {} : { description: hint, inputWrapperOrder: HINT_BELOW };
  return <TextInput withAsterisk inputMode="decimal" {...described} {...props} />;
}
