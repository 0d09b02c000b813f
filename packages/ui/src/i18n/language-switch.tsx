// The header's language switch. Mantine's Menu (with its popover, positioning and focus trap) is fetched when the
// visitor shows intent (pointer over the button, focus, touch) and put in place on the first click, so no app's first
// load carries it. Until then the button is the same element with the same name, test id and `aria-haspopup`.
// The same intent fetches the Chinese message catalogue, which i18next otherwise loads when the language changes.
import { loadMessages } from '@platform/client';
import type { Language } from '@platform/contracts';
import { type ComponentType, type MouseEvent, useState } from 'react';
import { LanguageButton } from './language-button.tsx';
import type { LanguageMenuProps } from './language-menu.tsx';
import { useChooseLanguage } from './use-choose-language.ts';

export interface LanguageSwitchProps {
  /** Called after the language changed, e.g. to tell the server for e-mails (POST /api/updateLanguage). */
  onChange?: (language: Language) => void;
  /** The button shows the language's short name (EN, 中文), for a header a phone's width leaves little room in. */
  compact?: boolean;
}

let loadedMenu: ComponentType<LanguageMenuProps> | null = null;
let loading: Promise<ComponentType<LanguageMenuProps>> | null = null;

/** The menu's code, fetched once (again after a failure, at the next attempt). */
function loadMenu() {
  loading ??= import('./language-menu.tsx').then(
    (module) => (loadedMenu = module.LanguageMenu),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** On intent: the menu's code and the Chinese catalogue (English comes as the app starts): the switch is immediate. */
const warm = () => {
  void loadMenu().catch(() => undefined);
  void loadMessages('zh').catch(() => undefined);
};

/** English / 简体中文 in a menu under a button named after the current language. */
export function LanguageSwitch({ onChange, compact = false }: LanguageSwitchProps) {
  const { current, choose } = useChooseLanguage(onChange);
  const [Menu, setMenu] = useState(() => loadedMenu);
  const [opened, setOpened] = useState(false);
  const [takeFocus, setTakeFocus] = useState(false);

  if (Menu) {
    return (
      <Menu
        current={current}
        choose={choose}
        opened={opened}
        onOpenedChange={setOpened}
        takeFocus={takeFocus}
        compact={compact}
      />
    );
  }
  const open = (event: MouseEvent<HTMLButtonElement>) => {
    const focused = document.activeElement === event.currentTarget;
    void loadMenu()
      .then((LanguageMenu) => {
        setTakeFocus(focused);
        setOpened(true);
        setMenu(() => LanguageMenu);
      })
      .catch(() => undefined); // offline: the next click tries again
  };
  return (
    <LanguageButton
      current={current}
      compact={compact}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={warm}
      onFocus={warm}
      onTouchStart={warm}
      onClick={open}
    />
  );
}
