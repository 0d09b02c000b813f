// The language as a labelled radio group, for settings pages (the header uses the menu of language-switch.tsx).
import { Radio, Stack } from '@mantine/core';
import { LANGUAGES, type Language } from '@platform/contracts';
import { htmlLang } from './locale.ts';
import { COMMON, useTexts } from './texts.ts';
import { useChooseLanguage } from './use-choose-language.ts';

/** English / 简体中文, each name written in its language and marked with its `lang`. */
export function LanguageRadioGroup({ onChange }: { onChange?: (language: Language) => void }) {
  const { t } = useTexts(COMMON);
  const { current, choose } = useChooseLanguage(onChange);
  return (
    <Radio.Group label={t('language')} value={current} onChange={choose}>
      <Stack gap="sm" mt="xs">
        {LANGUAGES.map((language) => (
          <Radio
            key={language}
            value={language}
            label={<span lang={htmlLang(language)}>{t(`languages.${language}`)}</span>}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
