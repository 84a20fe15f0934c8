import {
  APPLICATIONS_PAGE_SIZE,
  type ApplicationItem,
  type ApplicationListQuery,
} from '@fuelcard/contracts';
import type { ApplicationFilter, ApplicationRecord } from '../db/port';

/** An application as the console shows it. */
export function applicationItem(record: ApplicationRecord): ApplicationItem {
  return {
    id: record.id,
    reference: record.reference,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    type: record.type,
    product: record.product,
    company: record.company,
    unp: record.unp,
    contact: record.contact,
    phone: record.phone,
    email: record.email,
    region: record.region,
    interests: record.interests,
    message: record.message,
    lang: record.lang,
    status: record.status,
    assignee:
      record.assigneeId === null
        ? null
        : { id: record.assigneeId, username: record.assigneeUsername },
    note: record.note,
  };
}

/** The object's name in the activity log: reference and company. */
export const applicationTitle = (record: Pick<ApplicationRecord, 'reference' | 'company'>) =>
  `${record.reference} ${record.company}`;

export function applicationFilter(query: ApplicationListQuery): ApplicationFilter {
  const search = query.q?.trim();
  return {
    ...(query.status ? { status: query.status } : {}),
    ...(search ? { search } : {}),
  };
}

export function applicationPaging(query: ApplicationListQuery): { page: number; limit: number } {
  return {
    page: Number(query.page ?? 1),
    limit: Number(query.limit ?? APPLICATIONS_PAGE_SIZE),
  };
}
