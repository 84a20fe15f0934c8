import { moreRoutes, type NewsItem } from '@fuelcard/contracts';

/** What a preview link shows: the item, or why not (expired: 410, forged or unknown: 404). */
export type PreviewAnswer =
  { kind: 'item'; item: NewsItem } | { kind: 'gone' } | { kind: 'missing' };

const PREVIEW_TIMEOUT_MS = 5000;
const TOKEN = /^[A-Za-z0-9_.-]{10,200}$/;

/** Asks the API what a preview token shows (never cached: every answer is fetched). */
export async function loadPreview(
  apiUrl: string,
  token: string,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<PreviewAnswer> {
  if (!TOKEN.test(token)) return { kind: 'missing' };
  const path = moreRoutes.showPreview.path.replace(':token', encodeURIComponent(token));
  const response = await fetchImpl(`${apiUrl}${path}`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(PREVIEW_TIMEOUT_MS),
  });
  if (response.status === 410) return { kind: 'gone' };
  if (response.status === 404 || response.status === 400) return { kind: 'missing' };
  if (!response.ok)
    throw new Error(`GET ${moreRoutes.showPreview.path} answered ${response.status}`);
  const body = (await response.json()) as { item?: NewsItem };
  if (!body.item) throw new TypeError('not a preview');
  return { kind: 'item', item: body.item };
}
