// The header's language menu (Mantine's Menu, its popover and focus trap): loaded when the visitor first shows
// intent to open it, so it stays out of every app's first load. See language-switch.tsx.
import { Menu } from '@mantine/core';
import { LANGUAGES, type Language } from '@platform/contracts';
import { useLayoutEffect, useRef } from 'react';
import { LanguageButton } from './language-button.tsx';
import { htmlLang } from './locale.ts';
import { COMMON, useTexts } from './texts.ts';

export interface LanguageMenuProps {
  current: Language;
  choose: (language: string) => void;
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
  /** The button that stood in for this one had the focus: take it over. */
  takeFocus: boolean;
  /** The button shows the language's short name (a phone's header). */
  compact?: boolean;
}

export function LanguageMenu({ current, choose, opened, onOpenedChange, takeFocus, compact }: LanguageMenuProps) {
  const { t } = useTexts(COMMON);
  const target = useRef<HTMLButtonElement>(null);
  // When this replaces the stand-in button that had the focus, the focus moves here: keyboard users keep their place.
  const tookFocus = useRef(false);
  useLayoutEffect(() => {
    if (!takeFocus || tookFocus.current) return;
    tookFocus.current = true;
    target.current?.focus();
  }, [takeFocus]);

  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={onOpenedChange}>
      <Menu.Target>
        <LanguageButton current={current} compact={compact} ref={target} />
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
