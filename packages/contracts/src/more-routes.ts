import { Type } from '@sinclair/typebox';
import { anyRole, guarded, storage, superadminOnly, type ApiRoute } from './api-routes';
import { moreCalls } from './more-calls';
import {
  AccountResponse,
  ChangePasswordRequest,
  CodeRequest,
  EndedResponse,
  MfaCodeRequest,
  OkResponse,
  PasskeyAddedResponse,
  PasskeyAnswerRequest,
  PasskeyIdParams,
  PasswordChangedResponse,
  PasskeyOptionsRequest,
  PasskeyOptionsResponse,
  PasswordConfirmRequest,
  PasswordStrengthRequest,
  PasswordStrengthResponse,
  RecoveryCodesResponse,
  SessionIdParams,
  TokenResponse,
  TotpSetupResponse,
} from './schemas/account';
import { MessageResponse } from './schemas/auth';
import {
  AdministratorPasskeyParams,
  AdministratorPasskeys,
  ForbiddenResponse,
  OptionalCodeRequest,
  ReauthRequest,
  ReauthResponse,
} from './schemas/reauthentication';
import { ErrorResponse, IdParams, MutationResult } from './schemas/common';
import { NewsConflictResponse } from './schemas/news-queries';
import { NewsAutosave, NewsAutosaveSaved } from './schemas/news-autosave';
import { NewsInput } from './schemas/news';
import { SqlDryRunRequest, SqlDryRunResult } from './schemas/sql-explorer';
import {
  AuditPage,
  AuditQuery,
  DeletedNewsList,
  ImageFileParams,
  NewsPresenceAnswer,
  NewsStatusRequest,
  NewsVersionComparison,
  NewsVersionList,
  PreviewItem,
  PreviewParams,
  PreviewRequest,
  PreviewResponse,
  UploadedImage,
  VersionParams,
} from './schemas/news-workflow';
import {
  MediaAltRequest,
  MediaItem,
  MediaPage,
  MediaQuery,
  UploadImageQuery,
} from './schemas/media';

const signIn = {
  400: ErrorResponse,
  401: MessageResponse,
  429: MessageResponse,
  ...storage,
} as const;
const mine = { 400: ErrorResponse, ...guarded, ...storage } as const;
/**
 * A call that changes how an account signs in: besides `mine`, 403 with `reauthRequired` until the
 * session re-authenticates (POST /api/admin/me/reauth), and 429 while the login limit holds for the
 * password or code it checks.
 */
const signInChange = {
  ...mine,
  403: ForbiddenResponse,
  429: MessageResponse,
} as const;

/**
 * The calls beyond spec §7: sign-in security (issue 16) and the news workflow (issue 15).
 * Same shape as apiRoutes; `query` names a call's query string schema.
 */
export const moreRoutes = {
  loginMfa: {
    ...moreCalls.loginMfa,
    summary: 'The second step of a sign-in: a code of the authenticator app or a recovery code.',
    tag: 'auth',
    body: MfaCodeRequest,
    response: { 200: TokenResponse, ...signIn },
  },
  passkeyOptions: {
    ...moreCalls.passkeyOptions,
    summary: 'Start a passkey sign-in (as the second step, or instead of the password).',
    tag: 'auth',
    body: PasskeyOptionsRequest,
    response: { 200: PasskeyOptionsResponse, ...signIn },
  },
  passkeyLogin: {
    ...moreCalls.passkeyLogin,
    summary: 'Finish a passkey sign-in.',
    tag: 'auth',
    body: PasskeyAnswerRequest,
    response: { 200: TokenResponse, ...signIn },
  },
  logout: {
    ...moreCalls.logout,
    roles: anyRole,
    summary: 'End this session on the server: its token is refused at once.',
    tag: 'auth',
    response: { 200: OkResponse, ...guarded },
  },
  account: {
    ...moreCalls.account,
    roles: anyRole,
    summary: "The signed-in administrator's settings: second factors and active sessions.",
    tag: 'account',
    response: { 200: AccountResponse, ...guarded },
  },
  changePassword: {
    ...moreCalls.changePassword,
    roles: anyRole,
    summary: 'Change one’s own password (the current one first); ends every other session.',
    tag: 'account',
    body: ChangePasswordRequest,
    response: { 200: PasswordChangedResponse, ...mine, 429: MessageResponse },
  },
  reauth: {
    ...moreCalls.reauth,
    roles: anyRole,
    summary:
      'Confirm the password or a code (authenticator or recovery): the session counts as recently ' +
      'authenticated for 5 minutes, which the calls that change how the account signs in require. ' +
      'Counted by the login limit (429 with Retry-After).',
    tag: 'account',
    body: ReauthRequest,
    response: { 200: ReauthResponse, ...mine, 429: MessageResponse },
  },
  passwordStrength: {
    ...moreCalls.passwordStrength,
    roles: anyRole,
    summary:
      'How a new password would be judged (score 0–4 and the refusal it would meet), for the ' +
      'console’s strength meter; nothing is stored or logged. 120 a minute per address.',
    tag: 'account',
    body: PasswordStrengthRequest,
    response: { 200: PasswordStrengthResponse, 400: ErrorResponse, ...guarded, 429: ErrorResponse },
  },
  endSession: {
    ...moreCalls.endSession,
    roles: anyRole,
    summary: 'End one of one’s own sessions.',
    tag: 'account',
    params: SessionIdParams,
    response: { 200: EndedResponse, ...guarded, 404: ErrorResponse },
  },
  endOtherSessions: {
    ...moreCalls.endOtherSessions,
    roles: anyRole,
    summary: 'End every session of one’s own but this one.',
    tag: 'account',
    body: Type.Object({}, { additionalProperties: false }),
    response: { 200: EndedResponse, ...mine },
  },
  startTotp: {
    ...moreCalls.startTotp,
    roles: anyRole,
    summary:
      'Start enrolling an authenticator app: a new secret and its QR code (recent authentication).',
    tag: 'account',
    body: Type.Object({}, { additionalProperties: false }),
    response: { 200: TotpSetupResponse, ...signInChange, 409: ErrorResponse },
  },
  confirmTotp: {
    ...moreCalls.confirmTotp,
    roles: anyRole,
    summary:
      'Confirm the authenticator with a code; answers the recovery codes, once (recent ' +
      'authentication; wrong codes count in the login limit).',
    tag: 'account',
    body: CodeRequest,
    response: { 200: RecoveryCodesResponse, ...signInChange },
  },
  removeTotp: {
    ...moreCalls.removeTotp,
    roles: anyRole,
    summary:
      'Remove one’s authenticator and recovery codes (recent authentication; a password or code ' +
      'sent as well is checked, and counts in the login limit).',
    tag: 'account',
    body: PasswordConfirmRequest,
    response: { 200: OkResponse, ...signInChange, 409: ErrorResponse },
  },
  newRecoveryCodes: {
    ...moreCalls.newRecoveryCodes,
    roles: anyRole,
    summary:
      'New recovery codes (recent authentication; a code sent as well is checked, and counts in ' +
      'the login limit); the old ones stop working.',
    tag: 'account',
    body: OptionalCodeRequest,
    response: { 200: RecoveryCodesResponse, ...signInChange },
  },
  passkeyRegistrationOptions: {
    ...moreCalls.passkeyRegistrationOptions,
    roles: anyRole,
    summary: 'Start registering a passkey (recent authentication).',
    tag: 'account',
    body: Type.Object({}, { additionalProperties: false }),
    response: { 200: PasskeyOptionsResponse, ...signInChange },
  },
  addPasskey: {
    ...moreCalls.addPasskey,
    roles: anyRole,
    summary:
      'Finish registering a passkey (recent authentication); the address it came from is kept. ' +
      'An account without recovery codes left gets ten with it.',
    tag: 'account',
    body: PasskeyAnswerRequest,
    response: { 201: PasskeyAddedResponse, ...signInChange, 409: ErrorResponse },
  },
  removePasskey: {
    ...moreCalls.removePasskey,
    roles: anyRole,
    summary: 'Remove one of one’s passkeys (recent authentication).',
    tag: 'account',
    params: PasskeyIdParams,
    response: {
      200: OkResponse,
      ...guarded,
      403: ForbiddenResponse,
      404: ErrorResponse,
      409: ErrorResponse,
      ...storage,
    },
  },
  endAdministratorSessions: {
    ...moreCalls.endAdministratorSessions,
    roles: superadminOnly,
    summary: 'End every session of an administrator (superadmin).',
    tag: 'administrators',
    params: IdParams,
    response: { 200: EndedResponse, ...guarded, 404: ErrorResponse, ...storage },
  },
  resetAdministratorSecondFactor: {
    ...moreCalls.resetAdministratorSecondFactor,
    roles: superadminOnly,
    summary:
      'Remove another administrator’s authenticator, passkeys and recovery codes and end their ' +
      'sessions (superadmin, recent authentication; one’s own are changed in one’s settings).',
    tag: 'administrators',
    params: IdParams,
    response: {
      200: OkResponse,
      ...guarded,
      403: ForbiddenResponse,
      404: ErrorResponse,
      409: ErrorResponse,
      ...storage,
    },
  },
  listAdministratorPasskeys: {
    ...moreCalls.listAdministratorPasskeys,
    roles: superadminOnly,
    summary:
      'An administrator’s passkeys with when and from where each was added and last used ' +
      '(superadmin: to review after a password reset).',
    tag: 'administrators',
    params: IdParams,
    response: { 200: AdministratorPasskeys, ...guarded, 404: ErrorResponse },
  },
  removeAdministratorPasskey: {
    ...moreCalls.removeAdministratorPasskey,
    roles: superadminOnly,
    summary: 'Remove one of an administrator’s passkeys (superadmin, recent authentication).',
    tag: 'administrators',
    params: AdministratorPasskeyParams,
    response: {
      200: OkResponse,
      ...guarded,
      403: ForbiddenResponse,
      404: ErrorResponse,
      ...storage,
    },
  },
  setNewsStatus: {
    ...moreCalls.setNewsStatus,
    roles: anyRole,
    summary: 'Publish or unpublish a news item; with If-Match only over that version (else 412).',
    tag: 'news',
    params: IdParams,
    body: NewsStatusRequest,
    response: { 200: MutationResult, ...mine, 404: ErrorResponse, 412: NewsConflictResponse },
  },
  listNewsVersions: {
    ...moreCalls.listNewsVersions,
    roles: anyRole,
    summary: "A news item's versions, newest first.",
    tag: 'news',
    params: IdParams,
    response: { 200: NewsVersionList, ...guarded, 404: ErrorResponse },
  },
  compareNewsVersion: {
    ...moreCalls.compareNewsVersion,
    roles: anyRole,
    summary: 'A version and what changed between it and the current item.',
    tag: 'news',
    params: VersionParams,
    response: { 200: NewsVersionComparison, ...guarded, 404: ErrorResponse },
  },
  restoreNewsVersion: {
    ...moreCalls.restoreNewsVersion,
    roles: anyRole,
    summary: 'Restore a version, as a new version.',
    tag: 'news',
    params: VersionParams,
    body: Type.Object({}, { additionalProperties: false }),
    response: { 200: MutationResult, ...mine, 404: ErrorResponse, 409: ErrorResponse },
  },
  listDeletedNews: {
    ...moreCalls.listDeletedNews,
    roles: superadminOnly,
    summary: 'Items deleted within the last 30 days (superadmin).',
    tag: 'news',
    response: { 200: DeletedNewsList, ...guarded },
  },
  restoreDeletedNews: {
    ...moreCalls.restoreDeletedNews,
    roles: superadminOnly,
    summary:
      'Restore a deleted item under its own id, from its last version, as a draft (superadmin).',
    tag: 'news',
    params: IdParams,
    body: Type.Object({}, { additionalProperties: false }),
    response: { 200: MutationResult, ...mine, 404: ErrorResponse, 409: ErrorResponse },
  },
  seeNews: {
    ...moreCalls.seeNews,
    roles: anyRole,
    summary:
      'A heartbeat of an open editor: records that the caller has the item open and answers ' +
      'who else has (seen within 45 s).',
    tag: 'news',
    params: IdParams,
    body: Type.Object({}, { additionalProperties: false }),
    response: { 200: NewsPresenceAnswer, ...mine, 404: ErrorResponse },
  },
  leaveNews: {
    ...moreCalls.leaveNews,
    roles: anyRole,
    summary: 'The caller closed the item (it no longer shows them as editing it).',
    tag: 'news',
    params: IdParams,
    response: { 200: MutationResult, ...guarded },
  },
  saveNewsAutosave: {
    ...moreCalls.saveNewsAutosave,
    roles: anyRole,
    summary:
      "Autosave the editor's form for the caller (never public, not a version; dropped when " +
      'the caller saves the item). Checked as a draft: the publish-only rules wait for the save.',
    tag: 'news',
    params: IdParams,
    body: NewsInput,
    response: { 200: NewsAutosaveSaved, ...mine, 404: ErrorResponse },
  },
  newsAutosave: {
    ...moreCalls.newsAutosave,
    roles: anyRole,
    summary:
      "The caller's autosave of the item (null when there is none; 404 for an unknown item).",
    tag: 'news',
    params: IdParams,
    response: { 200: Type.Union([NewsAutosave, Type.Null()]), ...guarded, 404: ErrorResponse },
  },
  dropNewsAutosave: {
    ...moreCalls.dropNewsAutosave,
    roles: anyRole,
    summary: "Discard the caller's autosave of the item.",
    tag: 'news',
    params: IdParams,
    response: { 200: MutationResult, ...guarded },
  },
  undoDeleteNews: {
    ...moreCalls.undoDeleteNews,
    roles: anyRole,
    summary:
      'Undo a delete: the item back as it was, under its id — only by whoever deleted it, ' +
      'within 10 minutes (later, the superadmin restores it from the deleted items, as a draft).',
    tag: 'news',
    params: IdParams,
    body: Type.Object({}, { additionalProperties: false }),
    response: { 200: MutationResult, ...mine, 404: ErrorResponse, 409: ErrorResponse },
  },
  previewNews: {
    ...moreCalls.previewNews,
    roles: anyRole,
    summary: 'A signed preview link of a news item as sent (saved or not), valid 15 minutes.',
    tag: 'news',
    body: PreviewRequest,
    response: { 200: PreviewResponse, ...mine },
  },
  showPreview: {
    ...moreCalls.showPreview,
    summary: 'What a preview link shows (the public site renders it, never cached).',
    tag: 'news',
    params: PreviewParams,
    response: { 200: PreviewItem, 404: ErrorResponse, 410: ErrorResponse },
  },
  uploadImage: {
    ...moreCalls.uploadImage,
    roles: anyRole,
    summary:
      'Upload a cover image (JPEG, PNG, WebP or AVIF, up to 10 MB, as the request body): re-encoded ' +
      'to AVIF and WebP at up to three widths and a JPEG fallback, metadata removed.',
    tag: 'news',
    query: UploadImageQuery,
    response: { 201: UploadedImage, ...mine, 413: ErrorResponse, 415: ErrorResponse },
  },
  image: {
    ...moreCalls.image,
    summary: 'An image variant by its content hash (immutable).',
    tag: 'news',
    params: ImageFileParams,
    response: { 404: ErrorResponse },
  },
  listMedia: {
    ...moreCalls.listMedia,
    roles: anyRole,
    summary:
      'The media library: every uploaded image, newest first, with its alternative texts, size and ' +
      'the news items using it (as cover or in the body); `q` searches alt texts, file names and titles.',
    tag: 'news',
    query: MediaQuery,
    response: { 200: MediaPage, ...mine },
  },
  updateMedia: {
    ...moreCalls.updateMedia,
    roles: anyRole,
    summary: 'New alternative texts of a library image (prefilled wherever it is chosen next).',
    tag: 'news',
    params: IdParams,
    body: MediaAltRequest,
    response: { 200: MediaItem, ...mine, 404: ErrorResponse },
  },
  deleteMedia: {
    ...moreCalls.deleteMedia,
    roles: anyRole,
    summary:
      'Delete a library image with its files — refused (409, naming the items) while a news item ' +
      'uses it as cover or in its body.',
    tag: 'news',
    params: IdParams,
    response: { 200: MutationResult, ...mine, 404: ErrorResponse, 409: ErrorResponse },
  },
  listAudit: {
    ...moreCalls.listAudit,
    roles: superadminOnly,
    summary: "The administrators' audit, newest first, with filters (superadmin).",
    tag: 'audit',
    query: AuditQuery,
    response: { 200: AuditPage, ...guarded, 400: ErrorResponse },
  },
  exportAudit: {
    ...moreCalls.exportAudit,
    roles: superadminOnly,
    summary: 'The same, as CSV (at most 50,000 rows).',
    tag: 'audit',
    query: AuditQuery,
    response: { ...guarded, 400: ErrorResponse },
  },
  dryRunSql: {
    ...moreCalls.dryRunSql,
    roles: superadminOnly,
    summary:
      'What one SQL statement would change: it runs inside a transaction that is always rolled ' +
      'back (sequences set back too), through the same checks and limits as an execution, and is ' +
      'audited. A statement the engine finds read-only answers `readOnly` (SQLite: without running).',
    tag: 'sql-explorer',
    body: SqlDryRunRequest,
    response: { 200: SqlDryRunResult, 400: ErrorResponse, ...guarded, ...storage },
  },
} as const satisfies Record<string, ApiRoute & { query?: unknown }>;
