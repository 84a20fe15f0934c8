import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';

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
  children?: ReactNode;
};

/**
 * A link that opens http(s) addresses in a new tab with `rel="noopener noreferrer"` and sends
 * every other address through the app's link component.
 */
export function SmartLink({ href, linkComponent: LinkAs, children, ...rest }: SmartLinkProps) {
  if (isExternalHref(href)) {
    return (
      <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
        {children}
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
