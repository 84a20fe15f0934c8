import { moreCalls } from '../more-calls';
import type {
  AccountResponse,
  ChangePasswordRequest,
  CodeRequest,
  EndedResponse,
  MfaCodeRequest,
  MfaRequiredResponse,
  OkResponse,
  PasskeyAddedResponse,
  PasskeyAnswerRequest,
  PasskeyOptionsResponse,
  PasswordChangedResponse,
  PasswordConfirmRequest,
  PasswordStrengthRequest,
  PasswordStrengthResponse,
  RecoveryCodesResponse,
  TokenResponse,
  TotpSetupResponse,
} from '../schemas/account';
import type { LoginRequest, LoginResponse } from '../schemas/auth';
import type {
  AdministratorPasskeys,
  OptionalCodeRequest,
  ReauthRequest,
  ReauthResponse,
} from '../schemas/reauthentication';
import type { MutationResult } from '../schemas/common';
import type { NewsInput } from '../schemas/news';
import type { NewsAutosave, NewsAutosaveSaved } from '../schemas/news-autosave';
import type {
  AuditPage,
  AuditQuery,
  DeletedNewsList,
  NewsPresenceAnswer,
  NewsStatusRequest,
  NewsVersionComparison,
  NewsVersionList,
  PreviewItem,
  PreviewResponse,
  UploadedImage,
} from '../schemas/news-workflow';
import type { SqlDryRunResult } from '../schemas/sql-explorer';
import type { MediaAltRequest, MediaItem, MediaPage, MediaQuery } from '../schemas/media';
import { ApiError } from './errors';
import { jsonCaller, parseJson } from './json-call';
import { ifMatchHeaders, type IfMatchOptions } from './request';

export { fillPath, queryString } from './json-call';
import type { ApiClientOptions } from './request';

type Id = number | string;

/** The calls beyond spec §7: sign-in security and the news workflow (see moreRoutes). */
export interface MoreClient {
  /** POST /api/login, answered with a token or the second step to take. */
  signIn(body: LoginRequest): Promise<LoginResponse | MfaRequiredResponse>;
  loginMfa(body: MfaCodeRequest): Promise<TokenResponse>;
  /** Without a challenge: a sign-in with a passkey alone. */
  passkeyOptions(challenge?: string): Promise<PasskeyOptionsResponse>;
  passkeyLogin(body: PasskeyAnswerRequest): Promise<TokenResponse>;
  logout(): Promise<OkResponse>;
  account(): Promise<AccountResponse>;
  changePassword(body: ChangePasswordRequest): Promise<PasswordChangedResponse>;
  /** Confirms the password or a code: the session counts as recently authenticated. */
  reauth(body: ReauthRequest): Promise<ReauthResponse>;
  /** How the API would judge a new password (the strength meter). */
  passwordStrength(body: PasswordStrengthRequest): Promise<PasswordStrengthResponse>;
  endSession(id: string): Promise<EndedResponse>;
  endOtherSessions(): Promise<EndedResponse>;
  startTotp(): Promise<TotpSetupResponse>;
  confirmTotp(body: CodeRequest): Promise<RecoveryCodesResponse>;
  removeTotp(body: PasswordConfirmRequest): Promise<OkResponse>;
  newRecoveryCodes(body?: OptionalCodeRequest): Promise<RecoveryCodesResponse>;
  passkeyRegistrationOptions(): Promise<PasskeyOptionsResponse>;
  addPasskey(body: PasskeyAnswerRequest): Promise<PasskeyAddedResponse>;
  removePasskey(id: string): Promise<OkResponse>;
  endAdministratorSessions(id: Id): Promise<EndedResponse>;
  resetAdministratorSecondFactor(id: Id): Promise<OkResponse>;
  listAdministratorPasskeys(id: Id): Promise<AdministratorPasskeys>;
  removeAdministratorPasskey(id: Id, passkeyId: string): Promise<OkResponse>;
  setNewsStatus(id: Id, body: NewsStatusRequest, options?: IfMatchOptions): Promise<MutationResult>;
  listNewsVersions(id: Id): Promise<NewsVersionList>;
  compareNewsVersion(id: Id, version: Id): Promise<NewsVersionComparison>;
  restoreNewsVersion(id: Id, version: Id): Promise<MutationResult>;
  listDeletedNews(): Promise<DeletedNewsList>;
  restoreDeletedNews(id: Id): Promise<MutationResult>;
  undoDeleteNews(id: Id): Promise<MutationResult>;
  seeNews(id: Id): Promise<NewsPresenceAnswer>;
  leaveNews(id: Id): Promise<MutationResult>;
  /** The caller's server-side autosave of an item (issue 26 §4). */
  saveNewsAutosave(id: Id, body: NewsInput): Promise<NewsAutosaveSaved>;
  newsAutosave(id: Id): Promise<NewsAutosave | null>;
  dropNewsAutosave(id: Id): Promise<MutationResult>;
  previewNews(body: NewsInput): Promise<PreviewResponse>;
  showPreview(token: string): Promise<PreviewItem>;
  /** The file itself as the body; the API decides its type by its content. */
  uploadImage(
    file: Blob | ArrayBuffer | Uint8Array,
    contentType?: string,
    name?: string,
  ): Promise<UploadedImage>;
  listMedia(query?: MediaQuery): Promise<MediaPage>;
  updateMedia(id: Id, body: MediaAltRequest): Promise<MediaItem>;
  deleteMedia(id: Id): Promise<MutationResult>;
  listAudit(query?: AuditQuery): Promise<AuditPage>;
  /** The CSV file (its bytes, BOM included). */
  exportAudit(query?: AuditQuery): Promise<Blob>;
  /** What an SQL statement would change (a 400 `{ error }` throws ApiError here). */
  dryRunSql(sql: string): Promise<SqlDryRunResult>;
  /** The absolute URL of an API path such as a cover's `/api/images/…` source. */
  url(path: string): string;
}

/**
 * A typed client of `moreCalls`, like createApiClient: methods resolve with the 2xx body and throw
 * ApiError (non-2xx; `serverMessage` is the Russian `error` or `message`) or NetworkError.
 */
export function createMoreClient(options: ApiClientOptions = {}): MoreClient {
  const { send, json, origin } = jsonCaller(options);

  const c = moreCalls;
  const empty = {};
  return {
    signIn: (body) => json({ method: 'POST', path: '/api/login', auth: 'none' }, { json: body }),
    loginMfa: (body) => json(c.loginMfa, { json: body }),
    passkeyOptions: (challenge) =>
      json(c.passkeyOptions, { json: challenge === undefined ? empty : { challenge } }),
    passkeyLogin: (body) => json(c.passkeyLogin, { json: body }),
    logout: () => json(c.logout),
    account: () => json(c.account),
    changePassword: (body) => json(c.changePassword, { json: body }),
    reauth: (body) => json(c.reauth, { json: body }),
    passwordStrength: (body) => json(c.passwordStrength, { json: body }),
    endSession: (id) => json(c.endSession, { params: { id } }),
    endOtherSessions: () => json(c.endOtherSessions, { json: empty }),
    startTotp: () => json(c.startTotp, { json: empty }),
    confirmTotp: (body) => json(c.confirmTotp, { json: body }),
    removeTotp: (body) => json(c.removeTotp, { json: body }),
    newRecoveryCodes: (body) => json(c.newRecoveryCodes, { json: body ?? empty }),
    passkeyRegistrationOptions: () => json(c.passkeyRegistrationOptions, { json: empty }),
    addPasskey: (body) => json(c.addPasskey, { json: body }),
    removePasskey: (id) => json(c.removePasskey, { params: { id } }),
    endAdministratorSessions: (id) => json(c.endAdministratorSessions, { params: { id } }),
    resetAdministratorSecondFactor: (id) =>
      json(c.resetAdministratorSecondFactor, { params: { id } }),
    listAdministratorPasskeys: (id) => json(c.listAdministratorPasskeys, { params: { id } }),
    removeAdministratorPasskey: (id, passkeyId) =>
      json(c.removeAdministratorPasskey, { params: { id, passkeyId } }),
    setNewsStatus: (id, body, options) =>
      json(c.setNewsStatus, {
        params: { id },
        json: body,
        ...(options?.ifMatch === undefined ? {} : { headers: ifMatchHeaders(options) }),
      }),
    listNewsVersions: (id) => json(c.listNewsVersions, { params: { id } }),
    compareNewsVersion: (id, version) => json(c.compareNewsVersion, { params: { id, version } }),
    restoreNewsVersion: (id, version) =>
      json(c.restoreNewsVersion, { params: { id, version }, json: empty }),
    listDeletedNews: () => json(c.listDeletedNews),
    restoreDeletedNews: (id) => json(c.restoreDeletedNews, { params: { id }, json: empty }),
    undoDeleteNews: (id) => json(c.undoDeleteNews, { params: { id }, json: empty }),
    seeNews: (id) => json(c.seeNews, { params: { id }, json: empty }),
    leaveNews: (id) => json(c.leaveNews, { params: { id } }),
    saveNewsAutosave: (id, body) => json(c.saveNewsAutosave, { params: { id }, json: body }),
    newsAutosave: (id) => json(c.newsAutosave, { params: { id } }),
    dropNewsAutosave: (id) => json(c.dropNewsAutosave, { params: { id } }),
    previewNews: (body) => json(c.previewNews, { json: body }),
    showPreview: (token) => json(c.showPreview, { params: { token } }),
    uploadImage: (file, contentType, name) =>
      json(c.uploadImage, {
        ...(name ? { query: { name: name.slice(0, 200) } } : {}),
        raw: {
          body: file,
          type:
            contentType ??
            (typeof Blob !== 'undefined' && file instanceof Blob && file.type
              ? file.type
              : 'application/octet-stream'),
        },
      }),
    listMedia: (query) => json(c.listMedia, { query }),
    updateMedia: (id, body) => json(c.updateMedia, { params: { id }, json: body }),
    deleteMedia: (id) => json(c.deleteMedia, { params: { id } }),
    listAudit: (query) => json(c.listAudit, { query }),
    async exportAudit(query) {
      const response = await send(c.exportAudit, { query });
      const context = `GET ${c.exportAudit.path}`;
      if (!response.ok) {
        const text = await response.text().catch(() => '');
        throw new ApiError(response.status, parseJson(text), context);
      }
      return response.blob();
    },
    dryRunSql: (sql) => json(c.dryRunSql, { json: { sql } }),
    url: (path) => `${origin}${path}`,
  };
}
