/**
 * The product's mark, the same drawing as the public site's header logo: a fuel card (green,
 * with its magnetic stripe) and a red fuel drop. Decorative: the product name is always next to it.
 */
export function BrandMark({ size = 32, className }: { size?: number; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <rect x="2" y="10" width="44" height="30" rx="6" fill="#48AE5A" />
      <rect x="2" y="17" width="44" height="5" fill="#1F6B2E" />
      <path
        d="M33 24c-3 4-4.5 6.3-4.5 8.2a4.5 4.5 0 0 0 9 0c0-1.9-1.5-4.2-4.5-8.2z"
        fill="#F24942"
      />
      <rect x="8" y="29" width="14" height="3" rx="1.5" fill="#fff" />
    </svg>
  );
}
