import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import type { HeadingLevel } from '../service-card/ServiceCard';
import styles from './accordion.module.css';

export interface AccordionItem {
  /** Stable id, used in the open list. */
  id: string;
  title: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** single: opening one closes the other, and clicking the open one closes it; multiple: independent. */
  mode?: 'single' | 'multiple';
  /** The open ids (controlled). */
  openIds?: readonly string[];
  /** The initially open ids when uncontrolled. */
  defaultOpenIds?: readonly string[];
  onOpenChange?: (openIds: string[]) => void;
  /** Level of the headings that hold the toggle buttons. */
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * Headings with disclosure buttons (aria-expanded, aria-controls) and their panels.
 * Keyboard: ↓ ↑ move between headers, Home / End to the first / last, Enter / Space toggle.
 */
export function Accordion({
  items,
  mode = 'multiple',
  openIds: openIdsProp,
  defaultOpenIds = [],
  onOpenChange,
  headingLevel = 3,
  className,
}: AccordionProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState<readonly string[]>(() =>
    mode === 'single' ? defaultOpenIds.slice(0, 1) : defaultOpenIds,
  );
  const openIds = openIdsProp ?? uncontrolled;
  const rootRef = useRef<HTMLDivElement>(null);
  const Heading = `h${headingLevel}` as const;
  // Panels become landmark regions only when there are few of them (WAI-ARIA APG advice).
  const panelRole = items.length <= 6 ? 'region' : undefined;

  const toggle = (id: string) => {
    const isOpen = openIds.includes(id);
    const next = isOpen
      ? openIds.filter((open) => open !== id)
      : mode === 'single'
        ? [id]
        : [...openIds, id];
    if (openIdsProp === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const triggers = [
      ...(rootRef.current?.querySelectorAll<HTMLButtonElement>('[data-accordion-trigger]') ?? []),
    ].filter((button) => !button.disabled);
    const index = triggers.indexOf(event.currentTarget);
    const target = {
      ArrowDown: triggers[(index + 1) % triggers.length],
      ArrowUp: triggers[(index - 1 + triggers.length) % triggers.length],
      Home: triggers[0],
      End: triggers.at(-1),
    }[event.key];
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };

  return (
    <div ref={rootRef} className={cx(styles.accordion, className)}>
      {items.map((item) => {
        const open = openIds.includes(item.id);
        const triggerId = `${baseId}-${item.id}-trigger`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id} className={styles.item} data-open={open || undefined}>
            <Heading className={styles.heading}>
              <button
                type="button"
                id={triggerId}
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={panelId}
                disabled={item.disabled}
                data-accordion-trigger=""
                onClick={() => toggle(item.id)}
                onKeyDown={onKeyDown}
              >
                <span className={styles.title}>{item.title}</span>
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={panelId}
              role={panelRole}
              aria-labelledby={triggerId}
              hidden={!open}
              className={styles.panel}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
