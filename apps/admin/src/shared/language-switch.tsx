import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { LANGUAGES } from '@platform/contracts';
import { useTranslation } from 'react-i18next';

/** English or Simplified Chinese; the choice is kept by i18n (local storage) and sent to the API as Accept-Language. */
export function LanguageSwitch(props: Omit<NativeSelectProps, 'data' | 'value' | 'onChange'>) {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      aria-label={t('common:language')}
      size="xs"
      data={LANGUAGES.map((language) => ({ value: language, label: t(`common:languages.${language}`) }))}
      value={i18n.language}
      onChange={(event) => void i18n.changeLanguage(event.currentTarget.value)}
      {...props}
    />
  );
}
