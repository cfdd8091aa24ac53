/**
 * Pays by symbol and match count, in units of the line bet (lines) or of the total bet (ways,
 * scatters): `{ crown: { 3: 50, 4: 150, 5: 500 } }`. Missing counts pay nothing.
 */
export type TPaytable<S extends string = string> = Partial<
  Record<S, Partial<Record<number, number>>>
>;

export function payFor<S extends string>(paytable: TPaytable<S>, symbol: S, count: number): number {
  return paytable[symbol]?.[count] ?? 0;
}

/** Which symbol, if any, substitutes for others, and which symbols it may not replace. */
export interface TSubstitution<S extends string = string> {
  readonly wild?: S;
  /** Symbols a wild never replaces (scatters, bonus symbols). */
  readonly notSubstituted?: readonly S[];
}

export function canSubstitute<S extends string>(rules: TSubstitution<S>, symbol: S): boolean {
  return rules.wild !== undefined && !(rules.notSubstituted ?? []).includes(symbol);
}
