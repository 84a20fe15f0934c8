import type { ReactNode } from 'react';

/** A page's heading (named `page-title`, which its section refers to) with optional actions. */
export function PageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <div className="page__header">
      <h1 id="page-title" className="page__title">
        {title}
      </h1>
      {actions && <div className="page__actions">{actions}</div>}
    </div>
  );
}
