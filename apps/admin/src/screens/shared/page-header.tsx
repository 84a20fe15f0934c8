import type { ReactNode } from 'react';

/** A page's heading (named `page-title`, which its section refers to) with optional actions. */
export function PageHeader({
  title,
  actions,
  eyebrow,
}: {
  title: string;
  actions?: ReactNode;
  /** A small muted line over the title («Изменение новости» over the item's title): not a heading. */
  eyebrow?: string | undefined;
}) {
  return (
    <div className={eyebrow ? 'page__header page__header--eyebrowed' : 'page__header'}>
      {eyebrow && (
        <p className="page__eyebrow" data-testid="page-eyebrow">
          {eyebrow}
        </p>
      )}
      <h1 id="page-title" className="page__title">
        {title}
      </h1>
      {actions && <div className="page__actions">{actions}</div>}
    </div>
  );
}
