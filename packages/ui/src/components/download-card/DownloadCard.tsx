import type { AnchorHTMLAttributes } from 'react';
import { cx } from '../../internal/cx';
import { downloadFileName } from './download-file-name';
import styles from './download-card.module.css';

export type DownloadCardProps = Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'download' | 'title' | 'children'
> & {
  /** The document's title, also the downloaded file's name. */
  title: string;
  /** The static file's address. */
  href: string;
  /** 'pdf', 'doc', … (with or without the dot); `.pdf` when empty. */
  extension?: string;
  /** The call to action, e.g. «Скачать». */
  actionLabel: string;
  /** Optional size or date line, e.g. «PDF, 120 КБ». */
  meta?: string;
};

/** A card that downloads a document under the name `downloadFileName(title, extension)`. */
export function DownloadCard({
  title,
  href,
  extension,
  actionLabel,
  meta,
  className,
  ...rest
}: DownloadCardProps) {
  const fileName = downloadFileName(title, extension);
  const format = fileName.slice(fileName.lastIndexOf('.') + 1).toUpperCase();
  return (
    <a {...rest} href={href} download={fileName} className={cx(styles.card, className)}>
      <span className={styles.badge} data-format={format.toLowerCase()}>
        {format}
      </span>
      <span className={styles.body}>
        <span className={styles.title}>{title}</span>
        {meta && <span className={styles.meta}>{meta}</span>}
      </span>
      <span className={styles.action}>
        <span className={styles.actionText}>{actionLabel}</span>
        <svg viewBox="0 0 20 20" className={styles.actionIcon} aria-hidden="true" focusable="false">
          <path
            d="M10 3v9m-4-4 4 4 4-4M4 15.5h12"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
    </a>
  );
}
