import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUS from '#src/locales/en-US.json';

export const SUPPORTED_LOCALES = ['en-US', 'en-DE'] as const;
export type TSupportedLocale = (typeof SUPPORTED_LOCALES)[number];

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

export async function initI18n(locale: TSupportedLocale = detectLocale()) {
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en-US',
    supportedLngs: [...SUPPORTED_LOCALES],
    // en-DE is English text with German formats (SPEC-NOTES): the same strings, other Intl.
    resources: { 'en-US': { translation: enUS }, 'en-DE': { translation: enUS } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = locale;
  return i18next;
}

/** Dates as the spec writes them: MM/DD/YYYY for en-US, DD/MM/YYYY for en-DE. */
export function formatDate(date: Date, locale: string): string {
  const format = new Intl.DateTimeFormat(locale === 'en-DE' ? 'en-GB' : 'en-US', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  return format.format(date);
}
