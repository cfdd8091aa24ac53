/** `en-US.json?all-texts.json`: the whole locale file as a module of its own (see lib/i18n.ts). */
declare module '*.json?all-texts.json' {
  const texts: Record<string, unknown>;
  export default texts;
}
