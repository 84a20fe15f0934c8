import type { MediaItem } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Button } from '@fuelcard/ui';
import { Link } from 'react-router';
import { formatRuDate } from '../../lib/format-date';
import { formatBytes, thumbnailOf } from './media-format';

/** Where an image is used: each news item, linked to its editor, as cover or in the text. */
export function MediaUses({ image }: { image: MediaItem }) {
  const t = useT();
  if (image.usedIn.length === 0)
    return <p className="media-card__unused">{t('admin.workflow.media.notUsed')}</p>;
  return (
    <div className="media-card__uses">
      <p className="media-card__uses-title">{t('admin.workflow.media.usedIn')}</p>
      <ul>
        {image.usedIn.map((use) => (
          <li key={`${use.newsId}-${use.as}`}>
            <Link to={`/adminDashboard/news/${use.newsId}`}>{use.title}</Link>{' '}
            <span className="media-card__as">
              (
              {t(
                use.as === 'cover' ? 'admin.workflow.media.asCover' : 'admin.workflow.media.asBody',
              )}
              )
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One image of the library: thumbnail, alt texts, size, date, uses and its actions. */
export function MediaCard({
  image,
  url,
  onEdit,
  onDelete,
}: {
  image: MediaItem;
  url: (path: string) => string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  const titleId = `media-${image.id}-title`;
  return (
    <li className="media-card" aria-labelledby={titleId}>
      <div className="media-card__frame">
        <img
          src={url(thumbnailOf(image))}
          alt=""
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
        />
      </div>
      <div className="media-card__body">
        <h2 id={titleId} className="media-card__title">
          {image.alt.ru || (
            <span className="media-card__missing">{t('admin.workflow.media.noAlt')}</span>
          )}
        </h2>
        {image.alt.en && (
          <p className="media-card__alt-en" lang="en">
            {image.alt.en}
          </p>
        )}
        <p className="media-card__meta">
          {t('admin.workflow.media.size', {
            width: image.width,
            height: image.height,
            bytes: formatBytes(image.bytes, t),
          })}
          <br />
          {t('admin.workflow.media.uploadedAt', {
            date: formatRuDate(image.uploadedAt) ?? image.uploadedAt,
          })}
          {image.fileName && (
            <>
              <br />
              <span className="media-card__file">
                {t('admin.workflow.media.fileName', { name: image.fileName })}
              </span>
            </>
          )}
        </p>
        <MediaUses image={image} />
        <div className="media-card__actions">
          <Button size="sm" variant="secondary" onClick={onEdit} aria-describedby={titleId}>
            {t('admin.workflow.media.editAlt')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onDelete} aria-describedby={titleId}>
            {t('admin.workflow.media.delete')}
          </Button>
        </div>
      </div>
    </li>
  );
}
