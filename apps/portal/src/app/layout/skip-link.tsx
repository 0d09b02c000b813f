import { useTexts } from '@platform/ui';
import { APP } from '../../lib/i18n.ts';
import classes from './layout.module.css';

export const MAIN_ID = 'main-content';

/** Jumps keyboard focus to the page content. A plain `#main-content` href would be taken for a hash route. */
export function SkipLink() {
  const { t } = useTexts(APP);
  return (
    <a
      href={`#${MAIN_ID}`}
      className={classes.skipLink}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      {t('common:skipToContent')}
    </a>
  );
}
