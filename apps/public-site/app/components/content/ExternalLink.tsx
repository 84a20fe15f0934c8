import { NewTabIcon } from '@fuelcard/ui';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context';

/** A link to an outside site in a new tab: the new-tab icon shows it, and screen readers hear it. */
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
      <NewTabIcon />
      <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
    </a>
  );
}
