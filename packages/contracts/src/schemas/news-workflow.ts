import { Type, type Static } from '@sinclair/typebox';
import { NewsCover, NewsInput, NewsItem, NewsStatus } from './news';

/*
 * The news workflow (issue 15): drafts and publishing, preview links, versions, cover images,
 * and the audit of administrators' actions.
 */

export const NewsStatusRequest = Type.Object(
  { status: NewsStatus },
  { additionalProperties: false, description: 'Publish (published) or unpublish (draft) an item.' },
);
export type NewsStatusRequest = Static<typeof NewsStatusRequest>;

export const NewsVersionSummary = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    action: Type.String({ description: 'create, update, publish, unpublish, restore or delete.' }),
    adminUsername: Type.String(),
    savedAt: Type.String(),
    changed: Type.Optional(
      Type.Array(Type.String(), {
        description:
          'In the list: the fields this version changed from the one before it (slug, titles.ru, descriptions.en, dates.startTime, cover…); empty for the first.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type NewsVersionSummary = Static<typeof NewsVersionSummary>;

export const NewsVersionList = Type.Array(NewsVersionSummary, {
  description: "An item's versions, newest first.",
});
export type NewsVersionList = Static<typeof NewsVersionList>;

export const TextDiffPart = Type.Object(
  {
    kind: Type.Union([Type.Literal('same'), Type.Literal('added'), Type.Literal('removed')]),
    text: Type.String(),
  },
  { additionalProperties: false },
);
export type TextDiffPart = Static<typeof TextDiffPart>;

export const FieldChange = Type.Object(
  {
    field: Type.String({ description: 'slug, priority, status, dates.date, titles.ru, cover…' }),
    before: Type.String({ description: 'In the version.' }),
    after: Type.String({ description: 'In the current item.' }),
    parts: Type.Optional(
      Type.Array(TextDiffPart, {
        description:
          'For a text (a title, an alternative text, an SEO text) changed on both sides: a word diff from before (removed) to after (added).',
      }),
    ),
  },
  { additionalProperties: false },
);

export const NewsVersionComparison = Type.Object(
  {
    version: NewsVersionSummary,
    content: NewsInput,
    changes: Type.Array(FieldChange, {
      description: 'Plain fields that differ from the current item.',
    }),
    descriptions: Type.Object(
      {
        ru: Type.Array(TextDiffPart),
        en: Type.Array(TextDiffPart),
      },
      {
        description:
          'A word diff of each description as text, from the version (removed) to the current item (added).',
      },
    ),
  },
  { description: 'A version, and what differs between it and the current item.' },
);
export type NewsVersionComparison = Static<typeof NewsVersionComparison>;

export const VersionParams = Type.Object(
  {
    id: Type.String({ pattern: '^[1-9]\\d{0,9}$' }),
    version: Type.String({ pattern: '^[1-9]\\d{0,9}$' }),
  },
  { additionalProperties: false },
);

export const DeletedNewsItem = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    deletedAt: Type.String(),
    deletedBy: Type.String(),
    restorableUntil: Type.String(),
    titles: Type.Object({ ru: Type.String(), en: Type.String() }),
    slug: Type.String(),
  },
  { additionalProperties: false },
);
export const DeletedNewsList = Type.Array(DeletedNewsItem, {
  description: 'Items deleted within the last 30 days, restorable by the superadmin.',
});
export type DeletedNewsList = Static<typeof DeletedNewsList>;

export const PreviewRequest = NewsInput;

export const PreviewResponse = Type.Object(
  {
    token: Type.String({
      description:
        'The signed preview token: open <public site>/preview/<token> (ru, or ?lang=en).',
    }),
    expiresAt: Type.String({ description: 'The link stops working at this time (15 minutes).' }),
  },
  { description: 'A preview link of the item as sent (saved or not).' },
);
export type PreviewResponse = Static<typeof PreviewResponse>;

export const PreviewItem = Type.Object(
  { item: NewsItem, expiresAt: Type.String() },
  { description: 'What a preview link shows (never cached, never indexed).' },
);
export type PreviewItem = Static<typeof PreviewItem>;

export const PreviewParams = Type.Object(
  { token: Type.String({ minLength: 10, maxLength: 200, pattern: '^[A-Za-z0-9_.-]+$' }) },
  { additionalProperties: false },
);

export const UploadedImage = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    width: Type.Integer(),
    height: Type.Integer(),
    avif: NewsCover.properties.avif,
    webp: NewsCover.properties.webp,
    jpeg: NewsCover.properties.jpeg,
  },
  { description: 'An uploaded image, re-encoded (metadata removed).' },
);
export type UploadedImage = Static<typeof UploadedImage>;

export const ImageFileParams = Type.Object(
  { file: Type.String({ pattern: '^[a-f0-9]{16,64}\\.(avif|webp|jpg)$' }) },
  { additionalProperties: false },
);

export const AuditQuery = Type.Object(
  {
    actor: Type.Optional(Type.String({ maxLength: 100 })),
    action: Type.Optional(Type.String({ maxLength: 60 })),
    from: Type.Optional(
      Type.String({ maxLength: 40, description: 'ISO date or date-time, inclusive.' }),
    ),
    to: Type.Optional(
      Type.String({ maxLength: 40, description: 'ISO date or date-time, inclusive.' }),
    ),
    page: Type.Optional(Type.String({ pattern: '^[1-9]\\d{0,5}$' })),
    pageSize: Type.Optional(Type.String({ pattern: '^[1-9]\\d{0,2}$' })),
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditEntry = Type.Object(
  {
    id: Type.Integer(),
    at: Type.String(),
    actor: Type.String(),
    action: Type.String(),
    target: Type.Union([Type.String(), Type.Null()]),
    ip: Type.String(),
    userAgent: Type.String(),
    details: Type.Record(Type.String(), Type.Unknown()),
    object: Type.Optional(
      Type.Object(
        {
          type: Type.String({ description: '`news` or `administrator`.' }),
          id: Type.String(),
          title: Type.Union([Type.String(), Type.Null()], {
            description:
              'A news item’s title (its last version’s when deleted), an administrator’s username.',
          }),
          exists: Type.Boolean({ description: 'False once the object has been deleted.' }),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditPage = Type.Object(
  {
    entries: Type.Array(AuditEntry),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  },
  { description: "A page of the administrators' audit, newest first." },
);
export type AuditPage = Static<typeof AuditPage>;

export const NewsPresenceAnswer = Type.Object(
  {
    editors: Type.Array(
      Type.Object(
        {
          username: Type.String(),
          seenAt: Type.String({ description: 'When they were last seen (ISO 8601).' }),
        },
        { additionalProperties: false },
      ),
      { description: 'The other administrators who have the item open now (seen within 45 s).' },
    ),
  },
  {
    additionalProperties: false,
    description: 'Who else has the item open in the console (issue 26 §5).',
  },
);
export type NewsPresenceAnswer = Static<typeof NewsPresenceAnswer>;
