import { applicationCalls } from '../application-calls';
import type {
  ApplicationCreated,
  ApplicationFormStart,
  ApplicationItem,
  ApplicationListQuery,
  ApplicationPage,
  ApplicationRequest,
  ApplicationUpdate,
} from '../schemas/applications';
import { ApiError } from './errors';
import { jsonCaller, parseJson } from './json-call';
import type { ApiClientOptions } from './request';

/** The applications' calls (issue 25), typed by the contracts' schemas. */
export interface ApplicationClient {
  /** A 400 throws ApiError whose body has `fields` (every invalid field's Russian message). */
  sendApplication(body: ApplicationRequest): Promise<ApplicationCreated>;
  /** A signed `startedAt` for a form being shown (sent back with the application). */
  applicationFormStart(): Promise<ApplicationFormStart>;
  listApplications(query?: ApplicationListQuery): Promise<ApplicationPage>;
  /** The CSV file (its bytes, BOM included). */
  exportApplications(query?: ApplicationListQuery): Promise<Blob>;
  applicationItem(id: number | string): Promise<ApplicationItem>;
  updateApplication(id: number | string, body: ApplicationUpdate): Promise<ApplicationItem>;
}

/** A client of `applicationCalls` (ApiError for a non-2xx answer, NetworkError for none). */
export function createApplicationClient(options: ApiClientOptions = {}): ApplicationClient {
  const { json, send } = jsonCaller(options);
  const c = applicationCalls;
  return {
    sendApplication: (body) => json(c.sendApplication, { json: body }),
    applicationFormStart: () => json(c.applicationFormStart, {}),
    listApplications: (query) => json(c.listApplications, { query }),
    async exportApplications(query) {
      const response = await send(c.exportApplications, { query });
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        throw new ApiError(response.status, parseJson(text), `GET ${c.exportApplications.path}`);
      }
      return response.blob();
    },
    applicationItem: (id) => json(c.applicationItem, { params: { id } }),
    updateApplication: (id, body) => json(c.updateApplication, { params: { id }, json: body }),
  };
}
