import { useT } from '@fuelcard/i18n/react';
import { Button, TextField } from '@fuelcard/ui';
import { useState } from 'react';
import { Icon } from '../../artwork/icons';
import { useConsoleConfig } from '../../lib/console-config';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { thumbnailOf } from '../media/media-format';
import { MediaPickerDialog } from '../media/media-picker-dialog';
import { MediaUpload } from '../media/media-upload';
import type { NewsField } from './news-form-errors';
import type { FormCover } from './news-form-model';

/** Where the cover's hint says «Выберите изображение» rather than offering to drop a file. */
export const CHOOSE_QUERY = `${PHONE_QUERY}, (hover: none), (pointer: coarse)`;

export interface CoverFieldProps {
  /** Prefix of the controls' ids, as the other fields. */
  idPrefix: string;
  cover: FormCover | null;
  disabled: boolean;
  error: (field: NewsField) => string | undefined;
  onChange: (update: (cover: FormCover | null) => FormCover | null, field: NewsField) => void;
}

/**
 * The cover image as a drop zone (issue 26 §1, §7): a file chosen with the button or dropped is
 * sent to the API at once (which re-encodes it); «Выбрать из медиатеки» reuses an uploaded image
 * with its alternative texts. With a cover: its preview and size, «Заменить» and «Убрать», and
 * the alternative text in both languages. The API's messages appear under the zone, whose file
 * button gets the focus.
 */
export function CoverField({ idPrefix, cover, disabled, error, onChange }: CoverFieldProps) {
  const t = useT();
  const { apiBaseUrl } = useConsoleConfig();
  const [picking, setPicking] = useState(false);
  const id = (field: NewsField) => `${idPrefix}-${field}`;
  // Dragging is likely only from 768 px with a fine pointer that hovers; a phone-sized window or a
  // touch screen is told to choose (review s45b, finding 23; review s46, finding 23).
  const choose = useMediaQuery(CHOOSE_QUERY);

  // Inside the zone beside «Выбрать файл», and of its size (review s45, finding 16).
  const library = (
    <Button
      variant="secondary"
      className="cover-field__library"
      disabled={disabled}
      onClick={() => setPicking(true)}
    >
      <span className="button-with-icon">
        <Icon name="image" size={18} />
        {t('admin.workflow.media.picker.open')}
      </span>
    </Button>
  );

  return (
    <fieldset className="form-group cover-field">
      <legend className="form-group__legend">{t('admin.workflow.cover.legend')}</legend>
      {/*
       * The whole rule is the zone's description; what a file may be is shown inside the zone,
       * and the alt text's rule is said when it is missing (review s44, finding 4).
       */}
      <p className="visually-hidden" id={id('cover') + '-rule'}>
        {t('admin.workflow.cover.rule')}
      </p>
      <MediaUpload
        inputId={id('cover')}
        className={cover ? 'cover-field__zone cover-field__zone--filled' : 'cover-field__zone'}
        disabled={disabled}
        describedBy={id('cover') + '-rule'}
        error={error('cover')}
        actions={library}
        label={t(cover ? 'admin.workflow.media.cover.replace' : 'admin.workflow.cover.choose')}
        hint={
          cover
            ? ''
            : `${t(choose ? 'admin.workflow.cover.dropTouch' : 'admin.workflow.cover.drop')} · ${t('admin.workflow.cover.dropRule')}`
        }
        onUploaded={(image) =>
          onChange(
            (current) => ({
              imageId: image.id,
              altRu: current?.altRu ?? '',
              altEn: current?.altEn ?? '',
              thumbnail: thumbnailOf(image),
              width: image.width,
              height: image.height,
            }),
            'cover',
          )
        }
      >
        {cover && (
          <figure className="cover-field__preview">
            <img
              className="cover-field__thumbnail"
              src={`${apiBaseUrl}${cover.thumbnail}`}
              alt={t('admin.workflow.cover.preview', { alt: cover.altRu || cover.altEn })}
              width={cover.width}
              height={cover.height}
            />
            <figcaption className="cover-field__size">
              {t('admin.workflow.media.cover.size', { width: cover.width, height: cover.height })}
            </figcaption>
          </figure>
        )}
      </MediaUpload>
      {cover && (
        <div className="cover-field__actions">
          <Button
            size="sm"
            variant="ghost"
            disabled={disabled}
            onClick={() => onChange(() => null, 'cover')}
            aria-label={t('admin.workflow.cover.remove')}
          >
            {t('admin.workflow.media.cover.remove')}
          </Button>
        </div>
      )}
      {cover && (
        <div className="news-form__row">
          <TextField
            id={id('coverAltRu')}
            label={t('admin.workflow.cover.altRu')}
            name="coverAltRu"
            value={cover.altRu}
            disabled={disabled}
            error={error('coverAltRu')}
            // Needed only to publish, not to save (review s48b, finding 11): said, not starred.
            hint={t('admin.workflow.cover.altPublishRule')}
            onChange={(event) => {
              const altRu = event.target.value;
              onChange((current) => (current ? { ...current, altRu } : current), 'coverAltRu');
            }}
          />
          <TextField
            id={id('coverAltEn')}
            label={t('admin.workflow.cover.altEn')}
            name="coverAltEn"
            value={cover.altEn}
            disabled={disabled}
            error={error('coverAltEn')}
            // Needed only to publish, not to save (review s48b, finding 11): said, not starred.
            hint={t('admin.workflow.cover.altPublishRule')}
            onChange={(event) => {
              const altEn = event.target.value;
              onChange((current) => (current ? { ...current, altEn } : current), 'coverAltEn');
            }}
          />
        </div>
      )}
      {picking && (
        <MediaPickerDialog
          purpose="cover"
          onClose={() => setPicking(false)}
          onPick={(image, alt) => {
            setPicking(false);
            onChange(
              (current) => ({
                imageId: image.id,
                altRu: alt.ru || current?.altRu || '',
                altEn: alt.en || current?.altEn || '',
                thumbnail: thumbnailOf(image),
                width: image.width,
                height: image.height,
              }),
              'cover',
            );
          }}
        />
      )}
    </fieldset>
  );
}
