// The header's language button: the same element before the menu's code has loaded and as the menu's target after.
import { Button, type ButtonProps, VisuallyHidden } from '@mantine/core';
import type { Language } from '@platform/contracts';
import type { ComponentPropsWithRef } from 'react';
import { htmlLang } from './locale.ts';
import { COMMON, useTexts } from './texts.ts';

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

type LanguageButtonProps = { current: Language; compact?: boolean } & ButtonProps &
  Omit<ComponentPropsWithRef<'button'>, 'color'>;

/**
 * Named "Language: English" (or "语言: 简体中文"); the menu's target adds its handlers and ARIA state through props.
 * `compact` (a phone's header) shows the language's short name (EN, 中文) and keeps the full one for the name.
 */
export function LanguageButton({ current, compact = false, ...props }: LanguageButtonProps) {
  const { t } = useTexts(COMMON);
  const name = t(`languages.${current}`);
  return (
    <Button
      variant="subtle"
      size="sm"
      px={compact ? 6 : 'xs'}
      leftSection={<GlobeIcon />}
      data-testid="language-switch"
      {...props}
    >
      <VisuallyHidden>{t('language')}: </VisuallyHidden>
      {compact ? (
        <>
          <VisuallyHidden lang={htmlLang(current)}>{name}</VisuallyHidden>
          <span lang={htmlLang(current)} aria-hidden="true">
            {t(`languagesShort.${current}`)}
          </span>
        </>
      ) : (
        <span lang={htmlLang(current)}>{name}</span>
      )}
    </Button>
  );
}
