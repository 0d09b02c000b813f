import type { DeadlineKind } from '@platform/contracts';
import { defineTexts } from '@platform/ui';
import type { FeatureTexts } from '../../shared/texts.ts';
import english from './i18n.en.json';
import chinese from './i18n.zh.json';

export const mediationDeadlinesText = defineTexts(english, chinese);

// Every kind the contracts name has its text: a kind added there without one fails the typecheck.
english.kinds satisfies Record<DeadlineKind, string>;
english.explain satisfies Record<DeadlineKind, string>;

/** This feature's texts as its screens read them (shared/texts.ts). */
export type ScreenTexts = FeatureTexts<'mediationDeadlines', typeof mediationDeadlinesText>;
