import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context';

/** A link to an outside site in a new tab; screen readers also hear that it opens one. */
export function ExternalLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  const t = useT();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
    </a>
  );
}
