/** The brand mark: a crown in the accent colour with the word mark beside it. */
export function CrownLogo({ isCompact = false, title }: { isCompact?: boolean; title: string }) {
  return (
    <span className="cc-logo">
      <svg className="cc-logo__mark" viewBox="0 0 48 40" width="36" height="30" aria-hidden="true">
        <defs>
          <linearGradient id="cc-crown-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="var(--cc-accent-hover)" />
            <stop offset="1" stopColor="var(--cc-accent)" />
          </linearGradient>
        </defs>
        <path
          d="M4 12l10 9 10-16 10 16 10-9-4 22H8z"
          fill="url(#cc-crown-fill)"
          stroke="var(--cc-on-accent)"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
        <rect x="8" y="34" width="32" height="4" rx="2" fill="var(--cc-accent)" />
        <circle cx="24" cy="5" r="3" fill="var(--cc-accent-hover)" />
        <circle cx="4" cy="12" r="2.5" fill="var(--cc-accent-hover)" />
        <circle cx="44" cy="12" r="2.5" fill="var(--cc-accent-hover)" />
      </svg>
      {isCompact ? (
        <span className="cc-visually-hidden">{title}</span>
      ) : (
        <span className="cc-logo__word">{title}</span>
      )}
    </span>
  );
}
