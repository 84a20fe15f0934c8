import { useT } from '../../i18n/i18n-context';
import styles from './content.module.css';

interface TextListProps {
  /** The catalogue group of the items, e.g. 'clients.signAndResign.facts'. */
  base: string;
  /** The item keys, in order. */
  items: readonly string[];
  /** A numbered list (steps, rules) instead of bullets. */
  ordered?: boolean;
  className?: string;
}

/** A bulleted or numbered list of catalogue texts. */
export function TextList({ base, items, ordered = false, className }: TextListProps) {
  const t = useT();
  const List = ordered ? 'ol' : 'ul';
  return (
    <List
      className={`${ordered ? styles.numbered : styles.bullets}${className ? ` ${className}` : ''}`}
    >
      {items.map((key) => (
        <li key={key}>{t(`${base}.${key}`)}</li>
      ))}
    </List>
  );
}
