import {
  clearDraft,
  draftKey,
  draftKeys,
  readDraft,
  writeDraft,
  type Draft,
} from '../../lib/drafts';
import { SEO_FIELDS, type NewsFormValues } from './news-form-model';

/** Which form a draft belongs to: a new item, or the item with that id. */
export type NewsDraftTarget = 'new' | string;

const FIELDS: (keyof NewsFormValues)[] = [
  'slug',
  'priority',
  'date',
  'startDate',
  'expireDate',
  'titleRu',
  'titleEn',
  'descriptionRu',
  'descriptionEn',
];

function isNewsFormValues(value: unknown): value is NewsFormValues {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    FIELDS.every((field) => typeof record[field] === 'string') &&
    SEO_FIELDS.every((field) => record[field] === undefined || typeof record[field] === 'string') &&
    typeof record.slugFollowsTitles === 'boolean' &&
    (record.priority === 'A' || record.priority === 'B')
  );
}

/** Whether two form states hold the same item (the slug-following switch aside). */
export function sameNewsValues(a: NewsFormValues, b: NewsFormValues): boolean {
  return (
    FIELDS.every((field) => a[field] === b[field]) &&
    (a.startTime ?? '') === (b.startTime ?? '') &&
    (a.expireTime ?? '') === (b.expireTime ?? '') &&
    SEO_FIELDS.every((field) => (a[field] ?? '') === (b[field] ?? '')) &&
    JSON.stringify(a.cover ?? null) === JSON.stringify(b.cover ?? null)
  );
}

/** News drafts of one administrator in this browser. */
export function newsDrafts(username: string) {
  const prefix = draftKey('news', username);
  const key = (target: NewsDraftTarget) => draftKey('news', username, target);
  return {
    read: (target: NewsDraftTarget): Draft<NewsFormValues> | null =>
      readDraft(key(target), isNewsFormValues),
    write: (target: NewsDraftTarget, values: NewsFormValues) => writeDraft(key(target), values),
    clear: (target: NewsDraftTarget) => clearDraft(key(target)),
    /** Every draft, with the form it belongs to. */
    list: (): { target: NewsDraftTarget; draft: Draft<NewsFormValues> }[] =>
      draftKeys(prefix).flatMap((full) => {
        const target = decodeURIComponent(full.slice(prefix.length + 1));
        const draft = readDraft(full, isNewsFormValues);
        return draft ? [{ target, draft }] : [];
      }),
  };
}

export type NewsDrafts = ReturnType<typeof newsDrafts>;
