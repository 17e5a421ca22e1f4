import type { Bundles } from './i18n';

/** Lists the keys the Swedish source has that another language lacks (or has extra). */
export function findMissingTranslations(bundles: Bundles): string[] {
  const keysOf = (value: unknown, prefix = ''): string[] =>
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, `${prefix}${key}.`))
      : [prefix.slice(0, -1)];
  const source = new Set(keysOf(bundles.sv));
  const problems: string[] = [];
  for (const language of ['nb', 'en'] as const) {
    const keys = new Set(keysOf(bundles[language]));
    for (const key of source) if (!keys.has(key)) problems.push(`${language}: missing ${key}`);
    for (const key of keys) if (!source.has(key)) problems.push(`${language}: extra ${key}`);
  }
  return problems;
}
