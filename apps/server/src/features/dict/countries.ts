// ISO 3166-1 alpha-2: code, English name, Chinese name (from CLDR, fixed here so every runtime serves the same list),
// the names one resource per language.
import english from './countries.en.json' with { type: 'json' };
import chinese from './countries.zh.json' with { type: 'json' };

export const COUNTRIES: ReadonlyArray<readonly [code: string, en: string, zh: string]> = Object.entries(english).map(
  ([code, name]) => [code, name, chinese[code as keyof typeof chinese]] as const,
);
