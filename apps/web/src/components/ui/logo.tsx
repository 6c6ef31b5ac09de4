/** Our own mark and wordmark: a ball in a crown of laurel, drawn inline so no image is fetched. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <rect width="48" height="48" rx="12" fill="var(--brand-accent)" />
        <circle cx="24" cy="25" r="13" fill="var(--brand-deep)" />
        <path
          d="M24 16.5l6 4.4-2.3 7.1h-7.4L18 20.9z"
          fill="var(--brand-accent)"
          stroke="var(--brand-accent)"
          strokeLinejoin="round"
        />
        <path
          d="M24 12v4.5M11.5 21.5l6.5-.6M36.5 21.5l-6.5-.6M16 35l4.3-7M32 35l-4.3-7"
          stroke="var(--brand-accent)"
          strokeWidth="2"
          strokeLinecap="round"
        />
        <path
          d="M8 10l4 4M40 10l-4 4"
          stroke="var(--brand-deep)"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      {!compact && (
        <span className="logo__words">
          {/* The space keeps the words apart for assistive technology; the spans stack. */}
          <span className="logo__top">Open</span>{' '}
          <span className="logo__bottom">Fantasy League</span>
        </span>
      )}
    </span>
  );
}
