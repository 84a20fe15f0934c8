import type { AuditEntry, AuditQuery } from '@fuelcard/contracts';
import type { AdminAuditFilter, AdminAuditRecord, AuditObjectRecord } from '../db/port';
import { HttpError } from '../http-error';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
/** A bare date is a day in Minsk (UTC+3 all year), where the console's people are. */
const MINSK_OFFSET = '+03:00';
const BAD_DATE = 'Некорректная дата: укажите ГГГГ-ММ-ДД или дату и время в формате ISO 8601';

/** A filter bound as the stored `at` (UTC ISO); a bare `to` date includes its whole day. */
function bound(value: string | undefined, edge: 'from' | 'to'): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  let moment: number;
  if (DAY.test(text))
    moment = Date.parse(
      `${text}T${edge === 'from' ? '00:00:00.000' : '23:59:59.999'}${MINSK_OFFSET}`,
    );
  else if (DATE_TIME.test(text)) moment = Date.parse(text);
  else moment = Number.NaN;
  if (Number.isNaN(moment)) throw new HttpError(400, BAD_DATE, 'error', edge);
  return new Date(moment).toISOString();
}

/** The filter of a query (who, action, date range); throws 400 for a bad or reversed range. */
export function auditFilter(query: AuditQuery): AdminAuditFilter {
  const from = bound(query.from, 'from');
  const to = bound(query.to, 'to');
  if (from && to && from > to)
    throw new HttpError(400, 'Начало периода позже его конца', 'error', 'from');
  return {
    ...(query.actor?.trim() ? { actor: query.actor.trim() } : {}),
    ...(query.action?.trim() ? { action: query.action.trim() } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

export function auditPage(query: AuditQuery): { page: number; pageSize: number } {
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? DEFAULT_PAGE_SIZE);
  if (pageSize > MAX_PAGE_SIZE)
    throw new HttpError(400, `На странице не больше ${MAX_PAGE_SIZE} записей`, 'error', 'pageSize');
  return { page, pageSize };
}

/** The types of object an entry names by title (the console links to them). */
const DESCRIBED = new Set(['news', 'administrator', 'application']);

/** The targets of some entries whose objects are looked up. */
export function auditTargets(records: AdminAuditRecord[]): Array<{ type: string; id: string }> {
  return records
    .filter((record) => record.targetType && record.targetId && DESCRIBED.has(record.targetType))
    .map((record) => ({ type: record.targetType!, id: record.targetId! }));
}

/** A name the entry itself kept (a deleted administrator's username, a news slug). */
function keptName(details: Record<string, unknown>): string | null {
  for (const key of ['username', 'title', 'slug'])
    if (typeof details[key] === 'string' && details[key] !== '') return details[key];
  return null;
}

/** A stored entry as the contracts show it, with its object as it is now when it was looked up. */
export function auditEntry(
  record: AdminAuditRecord,
  objects?: Map<string, AuditObjectRecord>,
): AuditEntry {
  const described =
    objects && record.targetType && record.targetId && DESCRIBED.has(record.targetType);
  const found = described ? objects.get(`${record.targetType}:${record.targetId}`) : undefined;
  return {
    id: record.id,
    at: record.at,
    actor: record.actorUsername,
    action: record.action,
    target: record.targetType && record.targetId ? `${record.targetType}:${record.targetId}` : null,
    ip: record.ip,
    userAgent: record.userAgent,
    details: record.details,
    ...(described
      ? {
          object: {
            type: record.targetType!,
            id: record.targetId!,
            title: found?.title ?? keptName(record.details),
            exists: found?.exists ?? false,
          },
        }
      : {}),
  };
}
