import type { TSchema } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { apiRoutes, type ApiRoute } from './api-routes';
import { moreCalls } from './more-calls';
import { moreRoutes } from './more-routes';
import {
  AccountResponse,
  MfaRequiredResponse,
  PasswordConfirmRequest,
  TokenResponse,
} from './schemas/account';
import { AdministratorList } from './schemas/administrators';
import { LoginResponse } from './schemas/auth';
import {
  ForbiddenResponse,
  REAUTH_REQUIRED_MESSAGE,
  ReauthResponse,
} from './schemas/reauthentication';
import {
  AuditQuery,
  NewsVersionComparison,
  PreviewItem,
  UploadedImage,
} from './schemas/news-workflow';
import { validate } from './schemas/validate';

type Route = ApiRoute & { query?: TSchema };
const routes = Object.entries(moreRoutes) as Array<[string, Route]>;

/** Calls whose success is a file, not JSON (no success schema). */
const FILES = ['image', 'exportAudit'];
/** Writes with no JSON body: logout (nothing to send) and the image upload (the file is the body). */
const BODILESS_WRITES = ['logout', 'uploadImage'];

function* walk(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const entry of value) yield* walk(entry);
  else if (typeof value === 'object' && value !== null) {
    yield value as Record<string, unknown>;
    for (const entry of Object.values(value)) yield* walk(entry);
  }
}

describe('moreRoutes', () => {
  it('has the method, path and auth of moreCalls, call for call', () => {
    expect(Object.keys(moreRoutes)).toEqual(Object.keys(moreCalls));
    for (const [name, route] of routes) {
      const call = moreCalls[name as keyof typeof moreCalls];
      expect({ method: route.method, path: route.path, auth: route.auth }).toEqual(call);
    }
  });

  it('never takes a method and path of the spec’s calls or of each other', () => {
    const all = [...Object.values(apiRoutes), ...routes.map(([, route]) => route)].map(
      (route) => `${route.method} ${route.path.replace(/:\w+/g, ':')}`,
    );
    expect(new Set(all).size).toBe(all.length);
  });

  it.each(routes)('%s declares params exactly when its path has parameters', (_, route) => {
    expect(route.params !== undefined).toBe(route.path.includes(':'));
    if (route.params)
      expect(Object.keys(route.params.properties as object).sort()).toEqual(
        [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort(),
      );
  });

  it.each(routes)(
    '%s has a JSON body when it writes (but for a file or nothing)',
    (name, route) => {
      const writes = route.method === 'POST' || route.method === 'PUT';
      expect(route.body !== undefined).toBe(writes && !BODILESS_WRITES.includes(name));
      if (route.body) expect(route.body.additionalProperties).toBe(false);
    },
  );

  it.each(routes)('%s declares one success answer, or none for a file', (name, route) => {
    const success = Object.keys(route.response).filter((status) => status.startsWith('2'));
    expect(success).toHaveLength(FILES.includes(name) ? 0 : 1);
  });

  it.each(routes)('%s answers 401 and 403 when, and only when, it needs a token', (_, route) => {
    const guarded = route.auth === 'bearer';
    expect(401 in route.response && 403 in route.response).toBe(guarded);
    expect(route.roles !== undefined).toBe(guarded);
  });

  it('keeps the superadmin’s calls to the superadmin', () => {
    const superadminOnly = routes
      .filter(([, route]) => route.roles && !route.roles.includes('admin'))
      .map(([name]) => name);
    expect(superadminOnly).toEqual([
      'endAdministratorSessions',
      'resetAdministratorSecondFactor',
      'listAdministratorPasskeys',
      'removeAdministratorPasskey',
      'listDeletedNews',
      'restoreDeletedNews',
      'listAudit',
      'exportAudit',
      'dryRunSql',
    ]);
  });

  it.each(routes)('%s has patterns that compile as Unicode regular expressions', (_, route) => {
    const schemas = [route.params, route.body, route.query, ...Object.values(route.response)];
    for (const schema of schemas)
      for (const node of walk(schema))
        if (typeof node.pattern === 'string')
          expect(() => new RegExp(node.pattern as string, 'u')).not.toThrow();
  });
});

describe('re-authentication (issue 23)', () => {
  /** The calls that change how an account signs in. */
  const CHANGES = [
    'startTotp',
    'confirmTotp',
    'removeTotp',
    'newRecoveryCodes',
    'passkeyRegistrationOptions',
    'addPasskey',
    'removePasskey',
    'resetAdministratorSecondFactor',
    'removeAdministratorPasskey',
  ] as const;

  it.each(CHANGES)('%s may answer 403 with reauthRequired', (name) => {
    const forbidden = moreRoutes[name].response[403];
    expect(forbidden).toBe(ForbiddenResponse);
    expect(
      validate(forbidden, { reauthRequired: true, error: REAUTH_REQUIRED_MESSAGE }).ok,
    ).toBe(true);
    expect(validate(forbidden, { error: 'Недостаточно прав' }).ok).toBe(true);
    expect(validate(forbidden, { reauthRequired: false, error: 'x' }).ok).toBe(false);
  });

  it('takes the password or a code, and answers until when', () => {
    const body = moreRoutes.reauth.body;
    expect(validate(body, { password: 'p' }).ok).toBe(true);
    expect(validate(body, { code: '123456' }).ok).toBe(true);
    expect(validate(body, { code: '1'.repeat(41) }).ok).toBe(false);
    expect(validate(body, { token: 'x' }).ok).toBe(false);
    expect(validate(ReauthResponse, { until: '2026-03-02T09:05:00.000Z' }).ok).toBe(true);
    expect(validate(ReauthResponse, { until: 'soon' }).ok).toBe(false);
    expect(moreRoutes.reauth.response[429]).toBeDefined();
  });

  it('lists administrators with their second factors, additively', () => {
    const plain = { id: 2, username: 'olga', role: 'admin', created_at: '2026-01-01T00:00:00Z' };
    expect(validate(AdministratorList, [plain]).ok).toBe(true);
    const summary = { totp: true, passkeys: 2, recoveryCodesLeft: 9 };
    expect(validate(AdministratorList, [{ ...plain, secondFactor: summary }]).ok).toBe(true);
    expect(
      validate(AdministratorList, [{ ...plain, secondFactor: { ...summary, passkeys: -1 } }]).ok,
    ).toBe(false);
    const params = moreRoutes.removeAdministratorPasskey.params;
    expect(validate(params, { id: '2', passkeyId: 'A'.repeat(43) }).ok).toBe(true);
    expect(validate(params, { id: '0', passkeyId: 'A'.repeat(43) }).ok).toBe(false);
    expect(validate(params, { id: '2', passkeyId: '../x' }).ok).toBe(false);
  });
});

describe('the shapes of sign-in security and the news workflow', () => {
  it('answers the login with a token or the second step, never both', () => {
    const login = apiRoutes.login.response[200];
    expect(validate(login, { token: 't' }).ok).toBe(true);
    expect(validate(login, { token: 't', mfaEnrolmentRequired: true }).ok).toBe(true);
    const second = { mfaRequired: true, challenge: 'c', methods: ['totp', 'recovery'] };
    expect(validate(login, second).ok).toBe(true);
    expect(validate(MfaRequiredResponse, { ...second, methods: ['sms'] }).ok).toBe(false);
    expect(validate(MfaRequiredResponse, { ...second, mfaRequired: false }).ok).toBe(false);
    expect(validate(LoginResponse, { token: 't' }).ok).toBe(true);
    expect(validate(TokenResponse, { token: 't', recoveryCodesLeft: 9 }).ok).toBe(true);
  });

  it('validates what the second step, the settings and removals take', () => {
    const mfa = moreRoutes.loginMfa.body;
    expect(validate(mfa, { challenge: 'c', code: '123456' }).ok).toBe(true);
    expect(validate(mfa, { challenge: 'c' }).ok).toBe(false);
    expect(validate(mfa, { challenge: 'c', code: '1'.repeat(41) }).ok).toBe(false);
    expect(validate(PasswordConfirmRequest, { password: 'x' }).ok).toBe(true);
    expect(validate(PasswordConfirmRequest, { code: '123456' }).ok).toBe(true);
    expect(validate(PasswordConfirmRequest, { token: 'x' }).ok).toBe(false);
    expect(validate(moreRoutes.endSession.params!, { id: 'short' }).ok).toBe(false);
    expect(validate(moreRoutes.removePasskey.params!, { id: 'A'.repeat(43) }).ok).toBe(true);
    expect(validate(moreRoutes.removePasskey.params!, { id: '../../x' }).ok).toBe(false);
    const account = {
      id: 1,
      username: 'root',
      role: 'superadmin',
      totp: true,
      recoveryCodesLeft: 10,
      passkeys: [
        { id: 'k', name: 'Ключ', createdAt: '2026-01-01T00:00:00.000Z', lastUsedAt: null },
        {
          id: 'l',
          name: 'Ключ 2',
          createdAt: '2026-01-01T00:00:00.000Z',
          createdIp: '10.0.0.1',
          lastUsedAt: null,
        },
      ],
      mfaRequired: true,
      sessions: [
        {
          id: 's',
          browser: 'Chrome 120',
          system: 'Windows 10',
          ip: '10.0.0.1',
          createdAt: '2026-01-01T00:00:00.000Z',
          lastSeenAt: '2026-01-01T00:00:00.000Z',
          current: true,
        },
      ],
    };
    expect(validate(AccountResponse, account).ok).toBe(true);
  });

  it('validates the news workflow’s shapes', () => {
    expect(validate(moreRoutes.setNewsStatus.body!, { status: 'draft' }).ok).toBe(true);
    expect(validate(moreRoutes.setNewsStatus.body!, { status: 'hidden' }).ok).toBe(false);
    expect(validate(moreRoutes.compareNewsVersion.params!, { id: '1', version: '0' }).ok).toBe(
      false,
    );
    expect(validate(moreRoutes.showPreview.params!, { token: 'abc.def.ghi-jkl_mno' }).ok).toBe(
      true,
    );
    expect(validate(moreRoutes.showPreview.params!, { token: 'a b' }).ok).toBe(false);
    expect(validate(moreRoutes.image.params!, { file: `${'a'.repeat(32)}.avif` }).ok).toBe(true);
    expect(validate(moreRoutes.image.params!, { file: `${'a'.repeat(32)}.svg` }).ok).toBe(false);
    expect(validate(moreRoutes.image.params!, { file: '../secret.jpg' }).ok).toBe(false);
    expect(validate(AuditQuery, { actor: 'root', page: '2', pageSize: '50' }).ok).toBe(true);
    expect(validate(AuditQuery, { page: '0' }).ok).toBe(false);
    expect(validate(AuditQuery, { sort: 'id' }).ok).toBe(false);
    const source = { url: '/api/images/aa.avif', width: 480 };
    const cover = { avif: [source], webp: [source], jpeg: source };
    expect(validate(UploadedImage, { id: 1, width: 480, height: 320, ...cover }).ok).toBe(true);
    const item = {
      slug: 's',
      priority: 'A',
      dates: { date: '', startDate: '', expireDate: '' },
      titles: { ru: 'Т', en: 'T' },
      descriptions: { ru: '', en: '' },
      cover: { imageId: 1, alt: { ru: 'а', en: 'a' }, width: 480, height: 320, ...cover },
    };
    expect(validate(PreviewItem, { item, expiresAt: '2026-01-01T00:00:00.000Z' }).ok).toBe(true);
    const comparison = {
      version: { version: 1, action: 'create', adminUsername: 'root', savedAt: 'x' },
      content: { ...item, cover: null, status: 'draft' },
      changes: [{ field: 'slug', before: 'a', after: 'b' }],
      descriptions: { ru: [{ kind: 'added', text: 'слово' }], en: [] },
    };
    expect(validate(NewsVersionComparison, comparison).ok).toBe(true);
    expect(
      validate(NewsVersionComparison, {
        ...comparison,
        descriptions: { ru: [{ kind: 'moved', text: 'x' }], en: [] },
      }).ok,
    ).toBe(false);
  });
});
