import {
  createMoreClient,
  type AuditPage,
  type AuditQuery,
  type DeletedNewsList,
  type IfMatchOptions,
  type MutationResult,
  type NewsAutosave,
  type NewsAutosaveSaved,
  type NewsInput,
  type NewsPresenceAnswer,
  type NewsStatus,
  type NewsVersionComparison,
  type NewsVersionList,
  type PreviewResponse,
  type UploadedImage,
} from '@fuelcard/contracts';

/** The calls of the news workflow (issue 15), typed by the contracts' schemas. */
export interface NewsWorkflowApi {
  setStatus(id: string, status: NewsStatus, options?: IfMatchOptions): Promise<MutationResult>;
  versions(id: string): Promise<NewsVersionList>;
  compare(id: string, version: number): Promise<NewsVersionComparison>;
  restoreVersion(id: string, version: number): Promise<MutationResult>;
  deleted(): Promise<DeletedNewsList>;
  restoreDeleted(id: number): Promise<MutationResult>;
  /** Undoes one's own delete of a moment ago (the toast's «Отменить»). */
  undoDelete(id: number | string): Promise<MutationResult>;
  /** «I have this item open»; answers who else has (issue 26 §5). */
  see(id: string): Promise<NewsPresenceAnswer>;
  /** The editor was closed. */
  leave(id: string): Promise<MutationResult>;
  preview(body: NewsInput): Promise<PreviewResponse>;
  /** The caller's server-side autosave of an item (issue 26 §4). */
  autosave(id: string, body: NewsInput): Promise<NewsAutosaveSaved>;
  readAutosave(id: string): Promise<NewsAutosave | null>;
  dropAutosave(id: string): Promise<MutationResult>;
  uploadImage(file: Blob): Promise<UploadedImage>;
  audit(query: AuditQuery): Promise<AuditPage>;
  auditCsv(query: AuditQuery): Promise<Blob>;
}

/**
 * The console's view of the contracts' MoreClient (the same request mechanics and errors: ApiError
 * for a non-2xx answer, NetworkError for none).
 */
export function createNewsWorkflowApi(
  baseUrl: string,
  getToken: () => string | null,
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
): NewsWorkflowApi {
  const more = createMoreClient({ baseUrl, getToken, fetch: fetchImpl });
  return {
    setStatus: (id, status, options) => more.setNewsStatus(id, { status }, options),
    versions: (id) => more.listNewsVersions(id),
    compare: (id, version) => more.compareNewsVersion(id, version),
    restoreVersion: (id, version) => more.restoreNewsVersion(id, version),
    deleted: () => more.listDeletedNews(),
    restoreDeleted: (id) => more.restoreDeletedNews(id),
    undoDelete: (id) => more.undoDeleteNews(id),
    see: (id) => more.seeNews(id),
    leave: (id) => more.leaveNews(id),
    preview: (body) => more.previewNews(body),
    autosave: (id, body) => more.saveNewsAutosave(id, body),
    readAutosave: (id) => more.newsAutosave(id),
    dropAutosave: (id) => more.dropNewsAutosave(id),
    uploadImage: (file) => more.uploadImage(file),
    audit: (query) => more.listAudit(query),
    auditCsv: (query) => more.exportAudit(query),
  };
}
