const icon = (body: string) =>
  `<svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;

/** One stroke icon set for the shell's buttons (24×24, 2 px stroke). */
export const ICONS = {
  soundOn: icon(
    '<path d="M11 5 6 9H2v6h4l5 4z" fill="currentColor"/><path d="M15.5 8.5a5 5 0 0 1 0 7"/><path d="M18.5 5.5a9 9 0 0 1 0 13"/>',
  ),
  soundOff: icon(
    '<path d="M11 5 6 9H2v6h4l5 4z" fill="currentColor"/><path d="m22 9-6 6"/><path d="m16 9 6 6"/>',
  ),
  info: icon('<circle cx="12" cy="12" r="10"/><path d="M12 16v-5"/><path d="M12 8h.01"/>'),
  minus: icon('<path d="M5 12h14"/>'),
  plus: icon('<path d="M12 5v14"/><path d="M5 12h14"/>'),
  autoplay: icon(
    '<path d="M21 12a9 9 0 1 1-3-6.7L21 8"/><path d="M21 3v5h-5"/><path d="m10 9 5 3-5 3z" fill="currentColor"/>',
  ),
  turbo: icon('<path d="M13 2 3 14h9l-1 8 10-12h-9z" fill="currentColor"/>'),
} as const;
