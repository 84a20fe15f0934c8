import { cx } from './cx';
import styles from '../components/select/select.module.css';

/**
 * The one chevron of every select (Select, its link list and NativeSelect): 16 px, a 1.5 px
 * stroke in the secondary text colour — the shape of the console's «Действия» chevrons, quieter
 * than the value beside it (review s47c, finding 6). Green and turned up while the list is open.
 */
export function SelectChevron({ className }: { className?: string }) {
  return (
    <svg
      className={cx(styles.arrow, className)}
      data-select-chevron=""
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 6l4 4 4-4" />
    </svg>
  );
}
