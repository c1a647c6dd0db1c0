/** Lotwise mark: a lot outline with a building envelope inside. */
export function Logo({ className = 'size-7' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect x="2" y="2" width="28" height="28" rx="6" fill="#1a5357" />
      <path
        d="M8 24V12l8-5 8 5v12"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M6 26h20" stroke="#c4673f" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  )
}
