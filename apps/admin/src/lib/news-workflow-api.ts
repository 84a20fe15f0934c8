import {
  ApiError,
  moreRoutes,
  NetworkError,
  type AuditPage,
  type AuditQuery,
  type DeletedNewsList,
  type MutationResult,
  type NewsInput,
  type NewsStatus,
  type NewsVersionComparison,
  type NewsVersionList,
  type PreviewResponse,
  type UploadedImage,
} from '@fuelcard/contracts';

/** The calls of the news workflow (issue 15), typed by the contracts' schemas. */
export interface NewsWorkflowApi {
  setStatus(id: string, status: NewsStatus): Promise<MutationResult>;
  versions(id: string): Promise<NewsVersionList>;
  compare(id: string, version: number): Promise<NewsVersionComparison>;
  restoreVersion(id: string, version: number): Promise<MutationResult>;
  deleted(): Promise<DeletedNewsList>;
  restoreDeleted(id: number): Promise<MutationResult>;
  preview(body: NewsInput): Promise<PreviewResponse>;
  uploadImage(file: Blob): Promise<UploadedImage>;
  audit(query: AuditQuery): Promise<AuditPage>;
  auditCsv(query: AuditQuery): Promise<Blob>;
}

type Params = Record<string, string | number>;

/** `/api/admin/news/:id/versions/:version` with its parameters put in, URI-encoded. */
export function fillPath(path: string, params: Params = {}): string {
  return path.replace(/:([a-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`${path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The query string of an audit call, without empty filters. */
export function auditSearch(query: AuditQuery): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

export function createNewsWorkflowApi(
  baseUrl: string,
  getToken: () => string | null,
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
): NewsWorkflowApi {
  const origin = baseUrl.replace(/\/+$/, '');

  async function send(
    route: { method: string; path: string },
    options: { params?: Params; body?: unknown; raw?: Blob; search?: string } = {},
  ): Promise<Response> {
    const path = fillPath(route.path, options.params) + (options.search ?? '');
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.raw) {
      headers['Content-Type'] = options.raw.type || 'application/octet-stream';
      body = options.raw;
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    let response: Response;
    try {
      response = await fetchImpl(`${origin}${path}`, {
        method: route.method,
        headers,
        ...(body ? { body } : {}),
      });
    } catch (cause) {
      throw new NetworkError(`${route.method} ${path}`, cause);
    }
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      let parsed: unknown;
      try {
        parsed = text === '' ? null : (JSON.parse(text) as unknown);
      } catch {
        parsed = null;
      }
      throw new ApiError(response.status, parsed, `${route.method} ${path}`);
    }
    return response;
  }

  const json = async <T>(...args: Parameters<typeof send>): Promise<T> =>
    (await (await send(...args)).json()) as T;

  return {
    setStatus: (id, status) => json(moreRoutes.setNewsStatus, { params: { id }, body: { status } }),
    versions: (id) => json(moreRoutes.listNewsVersions, { params: { id } }),
    compare: (id, version) => json(moreRoutes.compareNewsVersion, { params: { id, version } }),
    restoreVersion: (id, version) =>
      json(moreRoutes.restoreNewsVersion, { params: { id, version }, body: {} }),
    deleted: () => json(moreRoutes.listDeletedNews),
    restoreDeleted: (id) => json(moreRoutes.restoreDeletedNews, { params: { id }, body: {} }),
    preview: (body) => json(moreRoutes.previewNews, { body }),
    uploadImage: (file) => json(moreRoutes.uploadImage, { raw: file }),
    audit: (query) => json(moreRoutes.listAudit, { search: auditSearch(query) }),
    auditCsv: async (query) =>
      (await send(moreRoutes.exportAudit, { search: auditSearch(query) })).blob(),
  };
}
