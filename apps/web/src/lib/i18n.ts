import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { lazy } from 'react';
import { app, auth, cms, dialogs, header, landing, lobby, shell } from '#src/locales/en-US.json';

export const SUPPORTED_LOCALES = ['en-US', 'en-DE'] as const;
export type TSupportedLocale = (typeof SUPPORTED_LOCALES)[number];

type TTexts = Record<string, unknown>;

/**
 * The sections of the en-US locale file the first screen reads (the header, the landing, the
 * lobby's frame, the footer): imported by name, only they ship in the first chunk.
 */
export const FIRST_SCREEN_TEXTS: TTexts = {
  app,
  shell,
  header,
  landing,
  lobby,
  cms,
  dialogs,
  auth,
};

/**
 * Only English is offered. en-DE shares the en-US texts and differs in formats (DD/MM/YYYY
 * dates, German number grouping), which come from Intl with the active locale.
 */
export function detectLocale(languages: readonly string[] = navigator.languages): TSupportedLocale {
  const match = languages.find((language): language is TSupportedLocale =>
    (SUPPORTED_LOCALES as readonly string[]).includes(language),
  );
  if (match) return match;
  return languages.some((language) => language.endsWith('-DE')) ? 'en-DE' : 'en-US';
}

/**
 * The whole locale file as a module of its own: the query gives it another module id (ending in
 * .json, so the build still reads it as JSON) and so its own chunk, fetched as the app starts,
 * while the first chunk holds only FIRST_SCREEN_TEXTS (decision 238).
 */
async function importAllTexts(): Promise<TTexts> {
  return (await import('#src/locales/en-US.json?all-texts.json')).default;
}

async function startI18n(locale: TSupportedLocale, texts: TTexts) {
  // en-DE is English text with German formats (SPEC-NOTES): the same strings, other Intl.
  const resources: Resource = Object.fromEntries(
    SUPPORTED_LOCALES.map((supported) => [supported, { translation: texts }]),
  );
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en-US',
    supportedLngs: [...SUPPORTED_LOCALES],
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = locale;
  return i18next;
}

/** i18next with every text in before it resolves: the web tests render features directly. */
export async function initI18n(locale: TSupportedLocale = detectLocale()) {
  return startI18n(locale, await importAllTexts());
}

let featureTexts: Promise<void> | undefined;

/**
 * The texts of everything but the first screen (dialogs, account, store, redemption, errors…),
 * added once to every locale. The app starts loading them as it starts (initFirstScreenI18n).
 */
export function loadFeatureTexts(): Promise<void> {
  featureTexts ??= importAllTexts().then((texts) => {
    // The whole file holds the first screen's sections too, with the same texts: its sections
    // replace them (a shallow merge), and the module's objects are used as they are, never
    // written to, instead of a deep copy and deep merge per locale (about 10 ms on arrival).
    for (const locale of SUPPORTED_LOCALES) {
      i18next.addResourceBundle(locale, 'translation', texts, false, true, { skipCopy: true });
    }
  });
  return featureTexts;
}

/**
 * i18next with the texts the first screen shows (the header, the landing, the lobby's frame, the
 * footer: FIRST_SCREEN_TEXTS), so the first render waits for no other file; the feature texts
 * load beside it. Code outside the first chunk renders through lazyWithTexts, never before them.
 */
export async function initFirstScreenI18n(locale: TSupportedLocale = detectLocale()) {
  const started = startI18n(locale, FIRST_SCREEN_TEXTS);
  void loadFeatureTexts();
  return started;
}

/** Resolves with a lazy module once the feature texts it shows are in too. */
export async function withFeatureTexts<T>(load: () => Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([load(), loadFeatureTexts()]);
  return loaded;
}

/**
 * React.lazy for UI the first chunk loads on demand: it renders once its code and the feature
 * texts are both in, so no text key ever shows in place of its text.
 */
export const lazyWithTexts: typeof lazy = (load) => lazy(() => withFeatureTexts(load));

/** Dates as the spec writes them: MM/DD/YYYY for en-US, DD/MM/YYYY for en-DE. */
export function formatDate(date: Date, locale: string): string {
  const format = new Intl.DateTimeFormat(locale === 'en-DE' ? 'en-GB' : 'en-US', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  return format.format(date);
}
