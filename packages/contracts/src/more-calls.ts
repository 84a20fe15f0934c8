import type { ApiCall } from './api-calls';

/**
 * Method, path and auth of every call beyond spec §7 (sign-in security, the news workflow), as
 * plain data for the browser client; `moreRoutes` adds the schemas.
 */
export const moreCalls = {
  loginMfa: { method: 'POST', path: '/api/login/mfa', auth: 'none' },
  passkeyOptions: { method: 'POST', path: '/api/login/passkey/options', auth: 'none' },
  passkeyLogin: { method: 'POST', path: '/api/login/passkey', auth: 'none' },
  logout: { method: 'POST', path: '/api/logout', auth: 'bearer' },
  account: { method: 'GET', path: '/api/admin/me', auth: 'bearer' },
  changePassword: { method: 'PUT', path: '/api/admin/me/password', auth: 'bearer' },
  reauth: { method: 'POST', path: '/api/admin/me/reauth', auth: 'bearer' },
  passwordStrength: { method: 'POST', path: '/api/admin/password-strength', auth: 'bearer' },
  endSession: { method: 'DELETE', path: '/api/admin/me/sessions/:id', auth: 'bearer' },
  endOtherSessions: { method: 'POST', path: '/api/admin/me/sessions/end-others', auth: 'bearer' },
  startTotp: { method: 'POST', path: '/api/admin/me/totp', auth: 'bearer' },
  confirmTotp: { method: 'POST', path: '/api/admin/me/totp/confirm', auth: 'bearer' },
  removeTotp: { method: 'POST', path: '/api/admin/me/totp/remove', auth: 'bearer' },
  newRecoveryCodes: { method: 'POST', path: '/api/admin/me/recovery-codes', auth: 'bearer' },
  passkeyRegistrationOptions: {
    method: 'POST',
    path: '/api/admin/me/passkeys/options',
    auth: 'bearer',
  },
  addPasskey: { method: 'POST', path: '/api/admin/me/passkeys', auth: 'bearer' },
  removePasskey: { method: 'DELETE', path: '/api/admin/me/passkeys/:id', auth: 'bearer' },
  endAdministratorSessions: {
    method: 'DELETE',
    path: '/api/admin/admins/:id/sessions',
    auth: 'bearer',
  },
  resetAdministratorSecondFactor: {
    method: 'DELETE',
    path: '/api/admin/admins/:id/second-factor',
    auth: 'bearer',
  },
  listAdministratorPasskeys: {
    method: 'GET',
    path: '/api/admin/admins/:id/passkeys',
    auth: 'bearer',
  },
  removeAdministratorPasskey: {
    method: 'DELETE',
    path: '/api/admin/admins/:id/passkeys/:passkeyId',
    auth: 'bearer',
  },
  setNewsStatus: { method: 'PUT', path: '/api/admin/news/:id/status', auth: 'bearer' },
  listNewsVersions: { method: 'GET', path: '/api/admin/news/:id/versions', auth: 'bearer' },
  compareNewsVersion: {
    method: 'GET',
    path: '/api/admin/news/:id/versions/:version',
    auth: 'bearer',
  },
  restoreNewsVersion: {
    method: 'POST',
    path: '/api/admin/news/:id/versions/:version/restore',
    auth: 'bearer',
  },
  listDeletedNews: { method: 'GET', path: '/api/admin/news-deleted', auth: 'bearer' },
  restoreDeletedNews: {
    method: 'POST',
    path: '/api/admin/news-deleted/:id/restore',
    auth: 'bearer',
  },
  /** «I have this item open» (a heartbeat while the editor is open); answers who else has. */
  seeNews: { method: 'PUT', path: '/api/admin/news/:id/presence', auth: 'bearer' },
  /** The editor was closed. */
  leaveNews: { method: 'DELETE', path: '/api/admin/news/:id/presence', auth: 'bearer' },
  /** The editor's server-side autosave of an item (the caller's own; issue 26 §4). */
  saveNewsAutosave: { method: 'PUT', path: '/api/admin/news/:id/autosave', auth: 'bearer' },
  newsAutosave: { method: 'GET', path: '/api/admin/news/:id/autosave', auth: 'bearer' },
  dropNewsAutosave: { method: 'DELETE', path: '/api/admin/news/:id/autosave', auth: 'bearer' },
  /** Undoes one's own delete of a moment ago (the toast's «Отменить»), the item as it was. */
  undoDeleteNews: {
    method: 'POST',
    path: '/api/admin/news-deleted/:id/undo',
    auth: 'bearer',
  },
  previewNews: { method: 'POST', path: '/api/admin/news/preview', auth: 'bearer' },
  showPreview: { method: 'GET', path: '/api/news-preview/:token', auth: 'none' },
  uploadImage: { method: 'POST', path: '/api/admin/images', auth: 'bearer' },
  image: { method: 'GET', path: '/api/images/:file', auth: 'none' },
  listMedia: { method: 'GET', path: '/api/admin/media', auth: 'bearer' },
  updateMedia: { method: 'PUT', path: '/api/admin/media/:id', auth: 'bearer' },
  deleteMedia: { method: 'DELETE', path: '/api/admin/media/:id', auth: 'bearer' },
  listAudit: { method: 'GET', path: '/api/admin/audit', auth: 'bearer' },
  exportAudit: { method: 'GET', path: '/api/admin/audit.csv', auth: 'bearer' },
  dryRunSql: { method: 'POST', path: '/api/sql-explorer/dry-run', auth: 'bearer' },
} as const satisfies Record<string, ApiCall>;

export type MoreCallName = keyof typeof moreCalls;
