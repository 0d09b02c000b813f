import { defineTexts } from '@platform/ui';
import { featureTexts } from '../lib/i18n.ts';
import english from './texts.en.json';
import chinese from './texts.zh.json';

/** The shell's own texts: navigation, footer, loading and error states. */
export const SHELL = featureTexts('shell', defineTexts(english, chinese));
