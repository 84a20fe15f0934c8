import {
  createMoreClient,
  type MediaAltRequest,
  type MediaItem,
  type MediaPage,
  type MediaQuery,
  type MutationResult,
  type UploadedImage,
} from '@fuelcard/contracts';
import { useMemo } from 'react';
import { useConsoleConfig } from './console-config';
import { readToken } from './session';

/** The media library's calls (issue 26 §7), typed by the contracts. */
export interface MediaLibraryApi {
  list(query: MediaQuery): Promise<MediaPage>;
  updateAlt(id: number, body: MediaAltRequest): Promise<MediaItem>;
  remove(id: number): Promise<MutationResult>;
  /** The file itself, with its name for the library's search. */
  upload(file: File): Promise<UploadedImage>;
  /** The absolute URL of an image path (`/api/images/…`). */
  url(path: string): string;
}

export function createMediaLibraryApi(
  baseUrl: string,
  getToken: () => string | null,
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
): MediaLibraryApi {
  const more = createMoreClient({ baseUrl, getToken, fetch: fetchImpl });
  return {
    list: (query) => more.listMedia(query),
    updateAlt: (id, body) => more.updateMedia(id, body),
    remove: (id) => more.deleteMedia(id),
    upload: (file) => more.uploadImage(file, undefined, file.name || undefined),
    url: (path) => more.url(path),
  };
}

export function useMediaLibrary(): MediaLibraryApi {
  const { apiBaseUrl } = useConsoleConfig();
  return useMemo(() => createMediaLibraryApi(apiBaseUrl, () => readToken()), [apiBaseUrl]);
}
