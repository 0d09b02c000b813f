// The back office's `app` namespace as a screen reads it, with its keys checked: the shared pieces' texts (each under
// its key, as app/page-texts.ts files them) and those of the screen's own feature. Types only: a screen's texts are
// loaded with every page's (loadPageTexts), not with the screen.
import { type Translate, textsNamespace, useTexts } from '@platform/ui';
import type { auditText } from './audit/i18n.ts';
import type { contentText } from './content/i18n.ts';
import type { storedFilesText } from './files/i18n.ts';
import type { sharedText } from './i18n.ts';
import type { marketText } from './market/i18n.ts';
import type { moneyText } from './money/i18n.ts';
import type { resourceText } from './resource/i18n.ts';
import type { richTextText } from './rich-text/i18n.ts';

type SharedTexts = {
  shared: typeof sharedText.en;
  audit: typeof auditText.en;
  content: typeof contentText.en;
  storedFiles: typeof storedFilesText.en;
  market: typeof marketText.en;
  money: typeof moneyText.en;
  richText: typeof richTextText.en;
  resource: typeof resourceText.en;
};

/** A feature's texts under the key the `app` namespace files them by: `FeatureTexts<'loans', typeof loansText>`. */
export type FeatureTexts<K extends string, T extends { en: object }> = { [Key in K]: T['en'] };

/** `t` over the shared pieces' texts and, given its feature's (`F`), a screen's own. */
export const useAppTexts = <F extends object = object>() => useTexts(textsNamespace<SharedTexts & F>('app'));

/** The `t` of a screen of a feature (`F`, its ScreenTexts), for the helpers it hands it to. */
export type AppTranslate<F extends object = object> = Translate<SharedTexts & F>;
