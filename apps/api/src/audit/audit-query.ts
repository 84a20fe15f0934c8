import type { AuditEntry, AuditQuery } from '@fuelcard/contracts';
import type { AdminAuditFilter, AdminAuditRecord } from '../db/port';
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

/** A stored entry as the contracts show it. */
export function auditEntry(record: AdminAuditRecord): AuditEntry {
  return {
    id: record.id,
    at: record.at,
    actor: record.actorUsername,
    action: record.action,
    target: record.targetType && record.targetId ? `${record.targetType}:${record.targetId}` : null,
    ip: record.ip,
    userAgent: record.userAgent,
    details: record.details,
  };
}
