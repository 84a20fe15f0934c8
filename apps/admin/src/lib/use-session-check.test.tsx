import {
  ApiError,
  NetworkError,
  RequestAbortedError,
  type ApiClient,
  type SecureResponse,
} from '@fuelcard/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPageLeaving } from './page-leaving';
import { AUTH_TOKEN_KEY } from './session';
import { useSessionCheck } from './use-session-check';

const OK: SecureResponse = {
  message: 'ok',
  role: 'admin',
  id: 2,
  username: 'anna',
  previousSignIn: null,
};
const noAnswer = () => new NetworkError('GET /api/admin/secure', new TypeError('Failed to fetch'));
const DELAYS = [10, 20] as const;

function check(secure: ApiClient['secure'], round: unknown = 1) {
  const endSession = vi.fn();
  const api = { secure } as unknown as ApiClient;
  const hook = renderHook(({ value }) => useSessionCheck(api, value, endSession, DELAYS), {
    initialProps: { value: round },
  });
  return { ...hook, endSession };
}

beforeEach(() => {
  localStorage.setItem(AUTH_TOKEN_KEY, 'token');
  resetPageLeaving();
});
afterEach(() => localStorage.clear());

describe('useSessionCheck', () => {
  it('ends the session without asking when there is no token', () => {
    localStorage.clear();
    const secure = vi.fn<ApiClient['secure']>();
    const { endSession } = check(secure);
    expect(endSession).toHaveBeenCalledTimes(1);
    expect(secure).not.toHaveBeenCalled();
  });

  it('gives the answer, with a signal that is aborted when the section changes', async () => {
    const signals: AbortSignal[] = [];
    const secure = vi.fn<ApiClient['secure']>(async (options) => {
      signals.push(options!.signal!);
      return OK;
    });
    const { result, rerender, endSession } = check(secure);
    await waitFor(() => expect(result.current).toEqual(OK));
    rerender({ value: 2 });
    await waitFor(() => expect(secure).toHaveBeenCalledTimes(2));
    expect(signals[0]!.aborted).toBe(true);
    expect(endSession).not.toHaveBeenCalled();
  });

  it.each([
    ['a 401', new ApiError(401, { error: 'Пользователь не авторизован' }, 'GET')],
    ['another error answer', new ApiError(500, null, 'GET')],
  ])('ends the session at once on %s', async (_name, failure) => {
    const secure = vi.fn<ApiClient['secure']>(async () => Promise.reject(failure));
    const { endSession } = check(secure);
    await waitFor(() => expect(endSession).toHaveBeenCalledTimes(1));
    expect(secure).toHaveBeenCalledTimes(1);
  });

  it('forgets a check that was aborted: no answer is not a failure', async () => {
    const secure = vi.fn<ApiClient['secure']>(async () =>
      Promise.reject(
        new RequestAbortedError('GET /api/admin/secure', new DOMException('aborted', 'AbortError')),
      ),
    );
    const { endSession } = check(secure);
    await act(() => new Promise((resolve) => setTimeout(resolve, 80)));
    expect(endSession).not.toHaveBeenCalled();
    expect(secure).toHaveBeenCalledTimes(1);
  });

  it('asks again after a request that got no answer, and keeps the session when the answer comes', async () => {
    const secure = vi
      .fn<ApiClient['secure']>()
      .mockRejectedValueOnce(noAnswer())
      .mockResolvedValueOnce(OK);
    const { result, endSession } = check(secure);
    await waitFor(() => expect(result.current).toEqual(OK));
    expect(secure).toHaveBeenCalledTimes(2);
    expect(endSession).not.toHaveBeenCalled();
  });

  it('ends the session when the check never gets an answer', async () => {
    const secure = vi.fn<ApiClient['secure']>(async () => Promise.reject(noAnswer()));
    const { endSession } = check(secure);
    await waitFor(() => expect(endSession).toHaveBeenCalledTimes(1));
    expect(secure).toHaveBeenCalledTimes(DELAYS.length + 1);
  });

  it('does not count a request cancelled while the page is being left', async () => {
    const secure = vi
      .fn<ApiClient['secure']>()
      .mockImplementationOnce(async () => {
        window.dispatchEvent(new Event('beforeunload'));
        throw noAnswer();
      })
      .mockResolvedValueOnce(OK);
    const { result, endSession } = check(secure);
    await waitFor(() => expect(result.current).toEqual(OK));
    expect(endSession).not.toHaveBeenCalled();
  });
});
