import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import type { SmartLinkProps } from '../link/SmartLink';
import { SmartLink } from '../link/SmartLink';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLookProps {
  /** Visual weight: primary (green), secondary (outlined), danger (red), ghost (text only). */
  variant?: ButtonVariant;
  /**
   * lg (52 px): a page's main call to action; md (44 px, the default): every other button;
   * sm (32 px): the console's dense tables only (below the 44 px touch target). A product can
   * set md's and sm's heights with --button-height-md / --button-height-sm (the console's scale
   * is sm 32 and md 40).
   */
  size?: ButtonSize;
  /** Stretches to the width of its container. */
  fullWidth?: boolean;
  /**
   * Stretches to the width of its container below 600 px only: the public site's rule for a
   * page's main call to action (the large primary button of a hero, section or closing band), so
   * that every such button on a phone has one width.
   */
  fullWidthOnPhone?: boolean;
}

export type ButtonProps = ComponentPropsWithRef<'button'> &
  ButtonLookProps & {
    /** While true the button is disabled, marked busy and shows `loadingLabel`. */
    loading?: boolean;
    /** The text shown while loading, e.g. «Отправка…». Required to show a loading state. */
    loadingLabel?: string;
    children: ReactNode;
  };

function buttonClassName(
  { variant = 'primary', size = 'md', fullWidth, fullWidthOnPhone }: ButtonLookProps,
  extra?: string,
) {
  return cx(
    styles.button,
    styles[variant],
    styles[size],
    fullWidth && styles.fullWidth,
    fullWidthOnPhone && styles.fullWidthOnPhone,
    extra,
  );
}

export function Button({
  variant,
  size,
  fullWidth,
  fullWidthOnPhone,
  loading = false,
  loadingLabel,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ variant, size, fullWidth, fullWidthOnPhone }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      <span>{loading && loadingLabel ? loadingLabel : children}</span>
    </button>
  );
}

export type ButtonLinkProps = SmartLinkProps & ButtonLookProps;

/**
 * A link that looks like a button. Local addresses go through `linkComponent` (pass React
 * Router's `Link`); http(s) addresses open in a new tab.
 */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  fullWidthOnPhone,
  className,
  ...rest
}: ButtonLinkProps) {
  return (
    <SmartLink
      {...rest}
      className={buttonClassName({ variant, size, fullWidth, fullWidthOnPhone }, className)}
    />
  );
}
