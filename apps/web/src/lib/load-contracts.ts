/**
 * The whole contracts module (and zod with it) as one lazy chunk, for the game page's fetchers.
 * The shell's and the lobby's fetchers import only their own contract file
 * (`await import('@casino/contracts/rest/…')`), so a first load evaluates a handful of schemas
 * instead of all of them (decision 098). Components import contract types with `import type`.
 */
export function loadContracts() {
  return import('@casino/contracts');
}
