import {
  createSend,
  moreCalls,
  successBody,
  type ApiCall,
  type AccountResponse,
  type AdministratorPasskeys,
  type ChangePasswordRequest,
  type EndedResponse,
  type OkResponse,
  type PasskeyAddedResponse,
  type PasskeyOptionsResponse,
  type PasswordChangedResponse,
  type PasswordConfirmRequest,
  type PasswordStrengthRequest,
  type PasswordStrengthResponse,
  type RecoveryCodesResponse,
  type ReauthRequest,
  type ReauthResponse,
  type TokenResponse,
  type TotpSetupResponse,
} from '@fuelcard/contracts';
import { createContext, useContext } from 'react';

/** A WebAuthn answer of @simplewebauthn/browser, as the API takes it. */
export type PasskeyAnswer = Record<string, unknown>;

/**
 * The sign-in security calls of issue 16 (moreCalls: method and path only, so that the schemas
 * and TypeBox stay out of the console's first load), typed by the contracts. The same request
 * mechanics as the console's ApiClient: ApiError for a non-2xx answer, NetworkError for none,
 * RequestAbortedError when the caller's signal fired.
 */
export interface AccountApi {
  loginMfa(challenge: string, code: string): Promise<TokenResponse>;
  passkeyOptions(challenge?: string): Promise<PasskeyOptionsResponse>;
  passkeyLogin(challenge: string, response: PasskeyAnswer): Promise<TokenResponse>;
  logout(): Promise<OkResponse>;
  account(signal?: AbortSignal): Promise<AccountResponse>;
  changePassword(body: ChangePasswordRequest): Promise<PasswordChangedResponse>;
  /** Confirms the password or a code: the session counts as recently authenticated. */
  reauth(body: ReauthRequest): Promise<ReauthResponse>;
  /** How the API would judge a new password (the strength meter). */
  passwordStrength(
    body: PasswordStrengthRequest,
    signal?: AbortSignal,
  ): Promise<PasswordStrengthResponse>;
  endSession(id: string): Promise<EndedResponse>;
  endOtherSessions(): Promise<EndedResponse>;
  startTotp(): Promise<TotpSetupResponse>;
  confirmTotp(code: string): Promise<RecoveryCodesResponse>;
  /** Without a body the session's recent authentication confirms it (issue 23). */
  removeTotp(body?: PasswordConfirmRequest): Promise<OkResponse>;
  newRecoveryCodes(code?: string): Promise<RecoveryCodesResponse>;
  passkeyRegistrationOptions(): Promise<PasskeyOptionsResponse>;
  /** Added; an account without recovery codes left gets them with it (shown once). */
  addPasskey(challenge: string, response: PasskeyAnswer, name: string): Promise<PasskeyAddedResponse>;
  removePasskey(id: string): Promise<OkResponse>;
  endAdministratorSessions(id: number): Promise<EndedResponse>;
  resetAdministratorSecondFactor(id: number): Promise<OkResponse>;
  listAdministratorPasskeys(id: number, signal?: AbortSignal): Promise<AdministratorPasskeys>;
  removeAdministratorPasskey(id: number, passkeyId: string): Promise<OkResponse>;
}

export interface AccountApiOptions {
  baseUrl?: string;
  getToken?: () => string | null;
  fetch?: typeof fetch;
}

export function createAccountApi({
  baseUrl = '',
  getToken,
  fetch: fetchImpl,
}: AccountApiOptions = {}): AccountApi {
  // The console's ApiClient mechanics (contracts' createSend/successBody): ApiError, NetworkError,
  // RequestAbortedError alike.
  const send = createSend({
    baseUrl,
    ...(getToken ? { getToken } : {}),
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });

  async function call<T>(
    route: ApiCall,
    { id, body, signal }: { id?: string | number; body?: unknown; signal?: AbortSignal } = {},
  ): Promise<T> {
    return successBody<T>(route, id, await send(route, { id, body, signal }));
  }

  /** A call on one administrator's passkey: both parameters are filled in here. */
  const passkeyOf = (administrator: number, passkeyId: string): ApiCall => ({
    ...moreCalls.removeAdministratorPasskey,
    path: moreCalls.removeAdministratorPasskey.path
      .replace(':id', String(administrator))
      .replace(':passkeyId', encodeURIComponent(passkeyId)),
  });

  const r = moreCalls;
  return {
    loginMfa: (challenge, code) => call(r.loginMfa, { body: { challenge, code } }),
    passkeyOptions: (challenge) => call(r.passkeyOptions, { body: challenge ? { challenge } : {} }),
    passkeyLogin: (challenge, response) => call(r.passkeyLogin, { body: { challenge, response } }),
    logout: () => call(r.logout),
    account: (signal) => call(r.account, signal ? { signal } : {}),
    changePassword: (body) => call(r.changePassword, { body }),
    reauth: (body) => call(r.reauth, { body }),
    passwordStrength: (body, signal) =>
      call(r.passwordStrength, signal ? { body, signal } : { body }),
    endSession: (id) => call(r.endSession, { id }),
    endOtherSessions: () => call(r.endOtherSessions, { body: {} }),
    startTotp: () => call(r.startTotp, { body: {} }),
    confirmTotp: (code) => call(r.confirmTotp, { body: { code } }),
    removeTotp: (body) => call(r.removeTotp, { body: body ?? {} }),
    newRecoveryCodes: (code) =>
      call(r.newRecoveryCodes, { body: code === undefined ? {} : { code } }),
    passkeyRegistrationOptions: () => call(r.passkeyRegistrationOptions, { body: {} }),
    addPasskey: (challenge, response, name) =>
      call(r.addPasskey, {
        body: { challenge, response, ...(name.trim() ? { name: name.trim() } : {}) },
      }),
    removePasskey: (id) => call(r.removePasskey, { id }),
    endAdministratorSessions: (id) => call(r.endAdministratorSessions, { id }),
    resetAdministratorSecondFactor: (id) => call(r.resetAdministratorSecondFactor, { id }),
    listAdministratorPasskeys: (id, signal) =>
      call(r.listAdministratorPasskeys, signal ? { id, signal } : { id }),
    removeAdministratorPasskey: (id, passkeyId) => call(passkeyOf(id, passkeyId)),
  };
}

const AccountApiContext = createContext<AccountApi | null>(null);

export const AccountApiProvider = AccountApiContext.Provider;

/** The sign-in security calls of this console (configured from config.json). */
export function useAccountApi(): AccountApi {
  const client = useContext(AccountApiContext);
  if (!client) throw new Error('useAccountApi must be used inside <AccountApiProvider>');
  return client;
}
