import { APPLICATION_STATUSES, type ApplicationStatus } from '@fuelcard/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type {
  ApplicationFilter,
  ApplicationRecord,
  ApplicationsRepository,
  NewApplicationRecord,
} from '../port';
import type { SqlPort } from '../sql-port';
import { isUniqueViolation } from '../unique-violation';

interface Row {
  id: number;
  reference: string;
  created_at: string;
  updated_at: string;
  type: string;
  product: string | null;
  company: string;
  unp: string;
  contact: string;
  phone: string;
  email: string;
  region: string;
  interests: string;
  message: string;
  lang: string;
  status: string;
  assignee_id: number | null;
  assignee_username: string | null;
  note: string;
}

/** Tries at a reference before giving up (each loses only to another instance's insert). */
const REFERENCE_TRIES = 5;

function interestsOf(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    // Changed through the SQL Explorer into something else: shown as none.
    return [];
  }
}

const toRecord = (row: Row): ApplicationRecord => ({
  id: Number(row.id),
  reference: row.reference,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  type: row.type as ApplicationRecord['type'],
  product: row.product,
  company: row.company,
  unp: row.unp,
  contact: row.contact,
  phone: row.phone,
  email: row.email,
  region: row.region,
  interests: interestsOf(row.interests),
  message: row.message,
  lang: row.lang,
  status: row.status as ApplicationStatus,
  assigneeId: row.assignee_id === null ? null : Number(row.assignee_id),
  assigneeUsername: row.assignee_username,
  note: row.note,
});

/** What the console's search looks in, lower-cased by JavaScript (SQLite's lower() is ASCII). */
export function searchTextOf(
  application: Pick<NewApplicationRecord, 'company' | 'unp' | 'contact' | 'email'>,
  reference: string,
): string {
  return [reference, application.company, application.unp, application.contact, application.email]
    .join('\n')
    .toLowerCase();
}

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally (ESCAPE '\'). */
const containing = (text: string): string =>
  `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(filter: ApplicationFilter): SQL {
  const parts: SQL[] = [sql`1 = 1`];
  if (filter.status) parts.push(sql`a.status = ${filter.status}`);
  if (filter.search) parts.push(sql`a.search_text LIKE ${containing(filter.search)} ESCAPE '\\'`);
  return sql.join(parts, sql` AND `);
}

const SELECT = sql`
  SELECT a.id, a.reference, a.created_at, a.updated_at, a.type, a.product, a.company, a.unp,
    a.contact, a.phone, a.email, a.region, a.interests, a.message, a.lang, a.status,
    a.assignee_id, d.username AS assignee_username, a.note
  FROM applications a LEFT JOIN administrators d ON d.id = a.assignee_id`;

/** The applications, the same on both engines. */
export function applicationsRepository(port: SqlPort, now: () => Date): ApplicationsRepository {
  /**
   * The next free number of the year after the highest one stored. References sort as text, so
   * past 999,999 (seven digits and more) `max(reference)` is not the highest number: the newest
   * application of the year is taken as well (numbers grow with each insert), both by an index.
   */
  const nextNumber = async (prefix: string): Promise<number> => {
    const numberOf = (reference: string | null | undefined): number => {
      const number = reference ? Number(reference.slice(prefix.length)) : 0;
      return Number.isSafeInteger(number) ? number : 0;
    };
    const [highest, newest] = await Promise.all([
      port.select<{ last: string | null }>(
        sql`SELECT max(reference) AS last FROM applications WHERE reference LIKE ${`${prefix}%`}`,
      ),
      port.select<{ last: string }>(
        sql`SELECT reference AS last FROM applications WHERE reference LIKE ${`${prefix}%`}
          ORDER BY id DESC LIMIT 1`,
      ),
    ]);
    return Math.max(numberOf(highest[0]?.last), numberOf(newest[0]?.last)) + 1;
  };

  return {
    create: async (application, year) => {
      const prefix = `A-${year}-`;
      let number = await nextNumber(prefix);
      for (let attempt = 1; ; attempt += 1) {
        // Six digits at least, more past 999,999 (A-2026-1000000).
        const reference = `${prefix}${String(number).padStart(6, '0')}`;
        const at = now().toISOString();
        try {
          const rows = await port.returning<{ id: number }>(sql`
            INSERT INTO applications (reference, created_at, updated_at, type, product, company,
              unp, contact, phone, email, region, interests, message, lang, ip_hash, status,
              assignee_id, note, search_text)
            VALUES (${reference}, ${at}, ${at}, ${application.type}, ${application.product ?? null},
              ${application.company}, ${application.unp}, ${application.contact},
              ${application.phone}, ${application.email}, ${application.region},
              ${JSON.stringify(application.interests)}, ${application.message ?? ''},
              ${application.lang}, ${application.ipHash}, ${application.status}, ${null},
              ${application.note ?? ''},
              ${searchTextOf(application, reference)})
            RETURNING id`);
          return { id: Number(rows[0]!.id), reference };
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= REFERENCE_TRIES) throw error;
          number = Math.max(number + 1, await nextNumber(prefix));
        }
      }
    },
    find: async (id) => {
      const rows = await port.select<Row>(sql`${SELECT} WHERE a.id = ${id}`);
      return rows[0] ? toRecord(rows[0]) : undefined;
    },
    list: async (filter, limit, offset) =>
      (
        await port.select<Row>(sql`
          ${SELECT} WHERE ${where(filter)}
          ORDER BY a.created_at DESC, a.id DESC LIMIT ${limit} OFFSET ${offset}`)
      ).map(toRecord),
    count: async (filter) =>
      Number(
        (
          await port.select<{ n: number }>(
            sql`SELECT count(*) AS n FROM applications a WHERE ${where(filter)}`,
          )
        )[0]?.n ?? 0,
      ),
    countByStatus: async (search) => {
      const rows = await port.select<{ status: string; n: number }>(sql`
        SELECT a.status, count(*) AS n FROM applications a
        WHERE ${where(search ? { search } : {})} GROUP BY a.status`);
      const counts = Object.fromEntries(
        APPLICATION_STATUSES.map((status) => [status, 0]),
      ) as Record<ApplicationStatus, number>;
      for (const row of rows)
        if ((APPLICATION_STATUSES as readonly string[]).includes(row.status))
          counts[row.status as ApplicationStatus] = Number(row.n);
      return counts;
    },
    update: async (id, changes) => {
      const sets: SQL[] = [sql`updated_at = ${now().toISOString()}`];
      if (changes.status !== undefined) sets.push(sql`status = ${changes.status}`);
      if (changes.assigneeId !== undefined) sets.push(sql`assignee_id = ${changes.assigneeId}`);
      if (changes.note !== undefined) sets.push(sql`note = ${changes.note}`);
      const changed = await port.run(
        sql`UPDATE applications SET ${sql.join(sets, sql`, `)} WHERE id = ${id}`,
      );
      return changed > 0;
    },
  };
}
