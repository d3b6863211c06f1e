/**
 * The SmartSplit wordmark. The icon is inline SVG rather than a lucide import: this renders on
 * every public page, where each kilobyte of first-load JavaScript counts.
 */
export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2 text-lg font-bold tracking-tight">
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill={inverted ? '#047857' : '#1e3a8a'} />
        <path
          d="M6 16h7l5-6h8M13 16l5 6h8"
          fill="none"
          stroke={inverted ? '#ffffff' : '#34d399'}
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={inverted ? 'text-white' : 'text-primary'}>SmartSplit</span>
    </span>
  );
}
