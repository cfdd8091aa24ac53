/**
 * The contracts (and zod with them) load as their own chunk, fetched in parallel with the first
 * render instead of inside the initial bundle: first paint needs no schema, only API calls do.
 * Fetchers take their contract from here; components import contract types with `import type`.
 */
export function loadContracts() {
  return import('@casino/contracts');
}
