/** The parts of the Yandex Maps JS API 2.1 the contacts map uses. */
export interface YMap {
  setCenter(center: readonly number[], zoom?: number, options?: { duration?: number }): unknown;
  geoObjects: { add(object: unknown): unknown };
  destroy(): void;
}

export interface YMapsApi {
  ready(onReady: () => void, onError?: (error: unknown) => void): unknown;
  Map: new (element: HTMLElement, state: { center: readonly number[]; zoom: number; controls?: string[] }) => YMap;
  Placemark: new (coordinates: readonly number[], properties: Record<string, string>, options: Record<string, unknown>) => unknown;
}

declare global {
  interface Window {
    ymaps?: YMapsApi;
  }
}

export const YANDEX_MAPS_SCRIPT = 'https://api-maps.yandex.ru/2.1/';
/** The modules the map needs (spec §7). */
export const YANDEX_MAPS_MODULES = 'Map,Placemark,geolocation';
/** Give up waiting for the script after this long (offline machines may never answer). */
export const MAP_SCRIPT_TIMEOUT_MS = 15_000;

export function yandexMapsScriptUrl(lang: string, apiKey: string | null): string {
  const params = new URLSearchParams({ lang: lang === 'en' ? 'en_US' : 'ru_RU', load: YANDEX_MAPS_MODULES });
  if (apiKey) params.set('apikey', apiKey);
  return `${YANDEX_MAPS_SCRIPT}?${params}`;
}

let pending: Promise<YMapsApi> | null = null;

function whenReady(api: YMapsApi): Promise<YMapsApi> {
  return new Promise((resolve, reject) => api.ready(() => resolve(api), reject));
}

/**
 * Loads the map script, in the browser only and once at a time, and resolves when the API is
 * ready. A failure (offline, blocked, timeout) rejects and lets a later call try again.
 */
export function loadYandexMaps(lang: string, apiKey: string | null): Promise<YMapsApi> {
  if (window.ymaps) return whenReady(window.ymaps);
  if (pending) return pending;
  pending = new Promise<HTMLScriptElement>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = window.setTimeout(() => {
      script.remove();
      reject(new Error('The map script did not load in time.'));
    }, MAP_SCRIPT_TIMEOUT_MS);
    script.src = yandexMapsScriptUrl(lang, apiKey);
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      resolve(script);
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      script.remove();
      reject(new Error('The map script could not be loaded.'));
    };
    document.head.append(script);
  })
    .then(() => {
      if (!window.ymaps) throw new Error('The map script loaded without the ymaps API.');
      return whenReady(window.ymaps);
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}
