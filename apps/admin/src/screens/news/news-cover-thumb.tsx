import { useConsoleConfig } from '../../lib/console-config';
import type { ConsoleNewsRow } from './news-index';

/**
 * A small picture of the item's cover beside its title: decorative (`alt=""`, the title names the
 * row), loaded lazily from the smallest stored size; a neutral tile when there is no cover.
 */
export function NewsCoverThumb({ item }: { item: ConsoleNewsRow }) {
  const { apiBaseUrl } = useConsoleConfig();
  const cover = item.cover;
  if (!cover) return <span className="cover-thumb cover-thumb--none" aria-hidden="true" />;
  const smallest = [...cover.webp].sort((a, b) => a.width - b.width)[0] ?? cover.jpeg;
  return (
    <img
      className="cover-thumb"
      src={`${apiBaseUrl}${smallest.url}`}
      alt=""
      width={64}
      height={Math.max(1, Math.round((64 * cover.height) / cover.width))}
      loading="lazy"
      decoding="async"
    />
  );
}
