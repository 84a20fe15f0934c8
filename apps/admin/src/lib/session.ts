/** The session token lives in local storage under the spec's key. */
export const AUTH_TOKEN_KEY = 'authToken';

export function readToken(storage: Storage = localStorage): string | null {
  return storage.getItem(AUTH_TOKEN_KEY);
}

export function saveToken(token: string, storage: Storage = localStorage): void {
  storage.setItem(AUTH_TOKEN_KEY, token);
}

export function clearToken(storage: Storage = localStorage): void {
  storage.removeItem(AUTH_TOKEN_KEY);
}
