import { Button, Menu, Radio, Stack, VisuallyHidden } from '@mantine/core';
import { LANGUAGES, type Language } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { isLanguage } from './create-i18n.ts';
import { htmlLang } from './locale.ts';

export interface LanguageSwitchProps {
  /** 'menu' for a header (a button opening a menu), 'radio' for a settings page (a labelled radio group). */
  variant?: 'menu' | 'radio';
  /** Called after the language changed, e.g. to tell the server for e-mails (POST /api/updateLanguage). */
  onChange?: (language: Language) => void;
}

function GlobeIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </svg>
  );
}

/** English / 简体中文. Each language's name is written in that language and marked with its `lang`. */
export function LanguageSwitch({ variant = 'menu', onChange }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation('common');
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const choose = (language: string) => {
    if (!isLanguage(language) || language === current) return;
    void i18n.changeLanguage(language).then(() => onChange?.(language));
  };

  if (variant === 'radio') {
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

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" size="sm" px="xs" leftSection={<GlobeIcon />} data-testid="language-switch">
          <VisuallyHidden>{t('language')}: </VisuallyHidden>
          <span lang={htmlLang(current)}>{t(`languages.${current}`)}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={htmlLang(language)}
            aria-current={language === current ? 'true' : undefined}
            fw={language === current ? 700 : undefined}
            onClick={() => choose(language)}
          >
            {t(`languages.${language}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
