import { useT } from '../../i18n/i18n-context';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { OfficeView } from '../../lib/office-view';
import { useSelectedOffice } from '../office/SelectedOfficeProvider';
import styles from './header.module.css';

/**
 * 'Departments phone': the office list and a link to all contacts. A click outside, Escape or a
 * choice closes it; the arrow turns green while it is open. `inline` (in the menu drawer) opens
 * the list in the flow of the page instead of over it.
 */
export function OfficeDropdown({
  offices,
  inline = false,
}: {
  offices: readonly OfficeView[];
  inline?: boolean;
}) {
  const t = useT();
  const { office, choose } = useSelectedOffice();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <div
      ref={rootRef}
      className={inline ? `${styles.dropdown} ${styles.inline}` : styles.dropdown}
      onKeyDown={onKeyDown}
    >
      <button
        ref={toggleRef}
        type="button"
        className={styles.dropdownToggle}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((current) => !current)}
      >
        <span className={styles.dropdownLabel}>{t('header.departments.label')}</span>
        <span className={styles.dropdownValue}>{office.name}</span>
        <span className={styles.arrow} data-open={open || undefined} aria-hidden="true" />
      </button>
      <div id={menuId} className={styles.officeList} hidden={!open}>
        <ul className={styles.officeItems}>
          {offices.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={styles.officeItem}
                aria-current={item.id === office.id ? 'true' : undefined}
                onClick={() => {
                  choose(item.id);
                  setOpen(false);
                  toggleRef.current?.focus();
                }}
              >
                {item.name}
              </button>
            </li>
          ))}
        </ul>
        <Link to="/contacts" className={styles.officeAll} onClick={() => setOpen(false)}>
          {t('header.departments.allContacts')}
        </Link>
      </div>
    </div>
  );
}
