import type { AuditEntry } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { NewsStateBadge } from '../shared/news-state-badge';
import { auditDetailPairs } from './audit-query';

/** Details whose stored values are words of the API (draft, wrong password, totp…), said in Russian. */
const WORDED_VALUES = new Set([
  'status',
  'method',
  'step',
  'reason',
  'confirmedWith',
  'role',
  'outcome',
]);

type AuditObjectInfo = NonNullable<AuditEntry['object']>;

/**
 * Where an entry's object opens in the console: a news item's form, an administrator in the list,
 * an application in «Заявки».
 */
export function auditObjectHref(object: AuditObjectInfo): string | null {
  if (!object.exists) return null;
  if (object.type === 'news') return `/adminDashboard/news?edit=${encodeURIComponent(object.id)}`;
  if (object.type === 'administrator' && object.title)
    return `/adminDashboard/users?q=${encodeURIComponent(object.title)}`;
  if (object.type === 'application')
    return `/adminDashboard/applications?open=${encodeURIComponent(object.id)}`;
  return null;
}

/**
 * Whether an entry's object is its actor's own account (a sign-in, a logout, one's own password):
 * «olga.editor → Администратор olga.editor» says nothing the «Кто» does not (review s45b,
 * finding 12), so the object is left out.
 */
export function objectIsActor(entry: AuditEntry): boolean {
  const { object } = entry;
  return (
    object?.type === 'administrator' &&
    object.title !== null &&
    object.title.toLowerCase() === entry.actor.toLowerCase()
  );
}

/** Whether an entry names an object worth showing beside its actor. */
export function showsObject(entry: AuditEntry): boolean {
  return Boolean(entry.target || entry.object) && !objectIsActor(entry);
}

/**
 * An entry's object: the news item by its title, the administrator by username, as a link to it;
 * «удалена» / «удалён» when it is gone; the stored target (`news:8`) when the API names nothing.
 */
export function AuditObject({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const { object } = entry;
  if (objectIsActor(entry)) return <>—</>;
  if (!object || !['news', 'administrator', 'application'].includes(object.type))
    return <>{entry.target ?? '—'}</>;
  // A gone administrator the API can no longer name is told by their id.
  const name =
    object.title === null && object.type === 'administrator'
      ? t('admin.workflow.audit.object.administratorById', { id: object.id })
      : t(`admin.workflow.audit.object.${object.type}`, {
          title: object.title ?? t('admin.workflow.audit.object.untitled'),
        });
  const href = auditObjectHref(object);
  return (
    // Whole in its tooltip: a desk's table shows two lines of it (review s48, finding 3).
    <span className="audit-object" data-type={object.type} title={name}>
      {href ? <Link to={href}>{name}</Link> : <span>{name}</span>}
      {!object.exists && (
        <span className="audit-object__gone">
          {' '}
          (
          {t(
            `admin.workflow.audit.object.${object.type === 'news' ? 'newsGone' : 'administratorGone'}`,
          )}
          )
        </span>
      )}
    </span>
  );
}

/** Longer than this (or on several lines), a statement is folded to its start in the log. */
const STATEMENT_FOLD = 160;

/** A statement as the log shows it: whole when short, else its start with «Показать запрос». */
function Statement({ text }: { text: string }) {
  const t = useT();
  // Its start as one line of words (a statement may open with a line break or indentation).
  const start = text.replace(/\s+/g, ' ').trim();
  if (text.length <= STATEMENT_FOLD && !text.includes('\n'))
    return <code className="audit-statement">{text}</code>;
  return (
    <details className="audit-statement-fold">
      <summary>
        <code className="audit-statement audit-statement--start">{start.slice(0, 80)}…</code>{' '}
        <span className="audit-statement-fold__show">
          {t('admin.workflow.audit.showStatement')}
        </span>
      </summary>
      <code className="audit-statement">{text}</code>
    </details>
  );
}

/** An entry's details; an SQL Explorer write as its statement and the rows it changed. */
export function AuditDetails({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const { details } = entry;
  if (entry.action === 'sql.write' && typeof details.statement === 'string') {
    const rows = typeof details.affectedRows === 'number' ? details.affectedRows : 0;
    // What it changed first, then the statement (whole when short, else its first line and
    // «Показать запрос целиком»), in the same two columns as every other entry's details: the
    // values start at one x from row to row (review s47, finding 13).
    return (
      <div className="audit-sql">
        <p className="audit-sql__rows">
          {t('admin.workflow.audit.affectedRows', { count: rows })}
          {details.structureChanged === true && `; ${t('admin.workflow.audit.structureChanged')}`}
        </p>
        <dl className="audit-pairs">
          <div className="audit-sql__statement">
            <dt>{t('admin.workflow.audit.statement')}</dt>
            <dd>
              <Statement text={details.statement} />
            </dd>
          </div>
        </dl>
      </div>
    );
  }
  const pairs = auditDetailPairs(details);
  if (pairs.length === 0) return null;
  // The stored details as short «name: value» pairs in words (the CSV keeps them as stored): a
  // known name or value in Russian, anything else as it is.
  return (
    <dl className="audit-pairs">
      {pairs.map(([key, value]) => (
        <div key={key}>
          <dt>{t(`admin.workflow.audit.detailNames.${key}`, { defaultValue: key })}</dt>
          <dd>
            {key === 'status' && (value === 'draft' || value === 'published') ? (
              // A news item's status as everywhere else in the console: its badge.
              <NewsStateBadge state={value === 'draft' ? 'draft' : 'live'} />
            ) : (
              <DetailValue
                text={
                  WORDED_VALUES.has(key) && /^[a-z][a-z_ -]*$/.test(value)
                    ? t(`admin.workflow.audit.detailValues.${key}.${value.replace(/[ -]/g, '_')}`, {
                        defaultValue: value,
                      })
                    : value
                }
              />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A detail's value, whole (review s47c, finding 3: cut with «…» in a table, a slug could not be
 * read; before that, review s47b, finding 3, it broke mid-word). It wraps at its spaces and after
 * a «-» (the browser's own break points), and after a «_», «.», «/» or «=» (an added <wbr>);
 * only a run longer than the column is broken anywhere (the CSS's last resort).
 */
function DetailValue({ text }: { text: string }) {
  return <span className="audit-pairs__value">{withBreaks(text)}</span>;
}

/** Where a value may wrap besides its spaces and hyphens: after «_», «.», «/», «=». */
const SOFT_BREAK = /(?<=[_./=])(?=[^\s_./=])/;

/** A value with a <wbr> after each «_», «.», «/» or «=» that a character follows. */
export function withBreaks(text: string): ReactNode {
  const parts = text.split(SOFT_BREAK);
  if (parts.length === 1) return text;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/**
 * How wide the names' column is for these entries: their longest name and its colon, in «ch»
 * (review s47c, finding 3: a fixed 6.5 rem for «Пользователь:» left a wide gap after «Slug:»).
 * One width for all the entries shown, so their values still start at one x (review s47,
 * finding 13); a name past 14 characters wraps inside that.
 */
export function auditLabelChars(
  entries: readonly AuditEntry[],
  nameOf: (key: string) => string,
  statementName: string,
): number {
  let longest = 0;
  for (const entry of entries) {
    const names =
      entry.action === 'sql.write' && typeof entry.details.statement === 'string'
        ? [statementName]
        : auditDetailPairs(entry.details).map(([key]) => nameOf(key));
    for (const name of names) longest = Math.max(longest, name.length);
  }
  return Math.min(longest, 14) + 1;
}
