import type { ReactNode } from 'react';
import type { FieldTextProps } from '../../internal/FieldShell';
import type { LinkComponent } from '../link/SmartLink';

/*
 * The select's props, apart from both of its renderings (Select.tsx: the combobox; LinkSelect.tsx:
 * the disclosure of links), so that neither imports the other's module for its types.
 */

export interface SelectOption<Value extends string = string> {
  value: Value;
  label: ReactNode;
  /** Text used for type-ahead when the label is not a plain string. */
  textValue?: string;
  disabled?: boolean;
}

export type SelectProps<Value extends string = string> = FieldTextProps & {
  options: readonly SelectOption<Value>[];
  /** The chosen value (controlled). */
  value?: Value | null;
  /** The initial value when uncontrolled. */
  defaultValue?: Value | null;
  onChange?: (value: Value) => void;
  /** Shown while nothing is chosen. */
  placeholder?: ReactNode;
  /** Keeps the label for screen readers only (e.g. in a compact header). */
  labelHidden?: boolean;
  disabled?: boolean;
  /** Submits the value with a form under this name (a hidden input). */
  name?: string;
  id?: string;
  className?: string;
  /**
   * The address that shows a value, e.g. (sort) => `/news?sort=${sort}`. When given, the select
   * is a disclosure of links instead of a combobox, so it works without JavaScript (for choices
   * that navigate: sorting, filtering). `name` does not apply then.
   */
  hrefForValue?: (value: Value) => string;
  /** Renders the option links when `hrefForValue` is given (e.g. React Router's Link). */
  linkComponent?: LinkComponent;
};
