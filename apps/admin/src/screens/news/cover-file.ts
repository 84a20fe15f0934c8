/** The cover rules the API applies, checked before a file is sent (the API checks the content). */
export const COVER_MAX_BYTES = 10 * 1024 * 1024;
export const COVER_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

export type CoverFileProblem = 'tooLarge' | 'wrongType' | null;

/** Why a chosen file cannot be a cover, by its size and declared type (empty type: the API decides). */
export function coverFileProblem(file: Pick<File, 'size' | 'type'>): CoverFileProblem {
  if (file.size > COVER_MAX_BYTES) return 'tooLarge';
  if (file.type !== '' && !(COVER_TYPES as readonly string[]).includes(file.type))
    return 'wrongType';
  return null;
}
