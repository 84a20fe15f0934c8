import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';
import hidden from '../../internal/visually-hidden.module.css';
import styles from './smart-link.module.css';

/**
 * Props that the kit passes to an app's link component. React Router's `Link` fits as it is
 * (`linkComponent={Link}`), so the kit never imports react-router.
 */
export type LinkComponentProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  children?: ReactNode;
};

export type LinkComponent = ComponentType<LinkComponentProps>;

/** True for absolute http(s) addresses, which open in a new tab. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

export type SmartLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  /** Renders local links (e.g. React Router's Link); plain `<a>` without it. */
  linkComponent?: LinkComponent | undefined;
  /**
   * For http(s) links: the words that tell a screen reader the link opens a new tab, e.g.
   * «(откроется в новой вкладке)». With it the link also shows the new-tab icon.
   */
  newTabLabel?: string | undefined;
  children?: ReactNode;
};

/**
 * The new-tab mark: a box with an arrow leaving it (decorative; the words say it). A word joiner
 * before it, in one unbreakable piece, keeps it on the line of the label's last word when the
 * label wraps.
 */
export function NewTabIcon({ className }: { className?: string }) {
  return (
    <span className={styles.newTabGlue} aria-hidden="true">
      {'\u2060'}
      <NewTabSvg className={className ?? styles.newTabIcon ?? ''} />
    </span>
  );
}

function NewTabSvg({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" focusable="false" className={className}>
      <path
        d="M9.5 2.5h4v4M13.5 2.5 7.5 8.5M11.5 9.5v3a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A link that opens http(s) addresses in a new tab with `rel="noopener noreferrer"` and sends
 * every other address through the app's link component.
 */
export function SmartLink({
  href,
  linkComponent: LinkAs,
  newTabLabel,
  children,
  ...rest
}: SmartLinkProps) {
  if (isExternalHref(href)) {
    return (
      <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
        {children}
        {newTabLabel && (
          <>
            <NewTabIcon />
            <span className={hidden.visuallyHidden}> {newTabLabel}</span>
          </>
        )}
      </a>
    );
  }
  if (LinkAs) {
    return (
      <LinkAs {...rest} to={href}>
        {children}
      </LinkAs>
    );
  }
  return (
    <a {...rest} href={href}>
      {children}
    </a>
  );
}
