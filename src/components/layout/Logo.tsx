/** Decorative mark; the text beside it names the site. */
export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="10" fill="#0b4f6c" />
      <path d="M12 31c6-1 9-5 12-11s7-9 12-9" stroke="#9fe2bf" strokeWidth="4" fill="none" strokeLinecap="round" />
      <circle cx="14" cy="34" r="4" fill="#fff" />
      <circle cx="36" cy="12" r="4" fill="#fff" />
    </svg>
  );
}
