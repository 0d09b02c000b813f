import { NativeSelect, NumberInput, Switch, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { loosely } from '@platform/ui';
import { PublicImageField } from '../content/content-fields.tsx';
import { HINT_BELOW } from '../forms.ts';
import { RichTextField } from '../rich-text/rich-text-field.tsx';
import { useAppTexts } from '../texts.ts';
import type { FormValues, LoadOptions, ResourceField } from './form-fields.ts';

interface FieldInputProps<Body, Item> {
  field: ResourceField<Body, Item>;
  item: Item | null;
  /** The form's value, change handler and error for the field. */
  inputProps: GetInputPropsReturnType;
  /** Every field's value (a hint that follows another field). */
  values: FormValues;
}

/** One field of a resource form, entered the way its input kind says. */
export function FieldInput<Body, Item>({ field, item, inputProps, values }: FieldInputProps<Body, Item>) {
  const t = loosely(useAppTexts().t); // keys made from the prefix a feature gives
  const label = t(field.label);
  const hint = typeof field.hint === 'function' ? field.hint(values) : field.hint;
  const description = hint ? t(hint) : undefined;
  const focus = {
    ...(field.autofocus ? { 'data-autofocus': true } : {}),
    ...(field.hintBelow ? { inputWrapperOrder: HINT_BELOW } : {}),
  };
  switch (field.input) {
    case 'text':
    case 'date':
      return (
        <TextInput
          {...focus}
          label={label}
          description={description}
          withAsterisk={field.required}
          type={field.input === 'date' ? 'date' : field.type}
          maxLength={field.maxLength}
          {...(field.decimal ? { inputMode: 'decimal', autoComplete: 'off' } : {})}
          rightSection={field.suffix}
          w={field.width}
          {...(field.verbatim ? { autoCapitalize: 'none', spellCheck: false } : {})}
          {...(field.capitals ? { autoCapitalize: 'characters', spellCheck: false, autoComplete: 'off' } : {})}
          {...inputProps}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...focus}
          label={label}
          description={description}
          withAsterisk={field.required}
          autosize
          minRows={field.rows?.[0]}
          maxRows={field.rows?.[1]}
          maxLength={field.maxLength}
          {...inputProps}
        />
      );
    case 'richText':
      return <RichTextField label={label} withAsterisk={field.required} maxLength={field.maxLength} {...inputProps} />;
    case 'image':
      return <PublicImageField label={label} {...inputProps} />;
    case 'number':
      return (
        <NumberInput
          {...focus}
          label={label}
          description={description}
          withAsterisk={field.required}
          min={field.min}
          max={field.max}
          allowDecimal={false}
          allowNegative={false}
          w={field.width}
          {...inputProps}
        />
      );
    case 'switch':
      return <Switch label={label} description={description} {...inputProps} />;
    case 'tags':
      return (
        <TagsInput
          {...focus}
          label={label}
          description={description}
          withAsterisk={field.required}
          maxTags={field.maxTags}
          splitChars={[',', ' ']}
          inputMode={field.wholeNumbers ? 'numeric' : undefined}
          {...inputProps}
        />
      );
    case 'select':
      return field.useOptions ? (
        <LoadedSelect field={field} item={item} inputProps={inputProps} values={values} useOptions={field.useOptions} />
      ) : (
        <NativeSelect
          {...focus}
          label={label}
          description={description}
          withAsterisk={field.required}
          data={field.options?.(t) ?? []}
          {...inputProps}
        />
      );
  }
}

/** A select whose choices are loaded, with a note under it when there are none. */
function LoadedSelect<Body, Item>({
  field,
  item,
  inputProps,
  useOptions,
}: FieldInputProps<Body, Item> & { useOptions: LoadOptions<Item> }) {
  const t = loosely(useAppTexts().t); // keys made from the prefix a feature gives
  // A field's useOptions never changes, so this component calls the same hooks on every render.
  const { options, hint, note } = useOptions(item);
  return (
    <>
      <NativeSelect
        {...(field.autofocus ? { 'data-autofocus': true } : {})}
        label={t(field.label)}
        description={hint}
        withAsterisk={field.required}
        data={options}
        {...inputProps}
      />
      {note ? (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      ) : null}
    </>
  );
}
