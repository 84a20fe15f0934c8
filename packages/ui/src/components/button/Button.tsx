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
   * The one size rule, by where the button stands (review s47c, finding 6b):
   * - sm (32 px): inline, row and toolbar actions — a table row, a list card, a bar, a section
   *   head, a status line («Завершить», «Восстановить», «Копировать (TSV)»);
   * - md (the default; 44 px on the public site, 40 px in the console): forms, page heads and
   *   dialog or editor footers («Сменить пароль», «Добавить новость», «Отмена», «Сохранить»);
   * - lg (52 px): a public page's main call to action only; never in the console.
   * Below 768 px every button is a 44 px touch target whatever its size (the console's
   * targets.css; the public site never uses sm). A product sets md's and sm's heights with
   * --button-height-md / --button-height-sm (the console: sm 32, md 40).
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
