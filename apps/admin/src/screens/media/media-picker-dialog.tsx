import type { MediaItem, MediaPage } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Alert, Button, LoadingText, Modal, TextField } from '@fuelcard/ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { formErrorText } from '../../lib/form-error';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useMediaLibrary } from '../../lib/use-media-library';
import { SearchBox } from '../shared/search-box';
import { thumbnailOf } from './media-format';
import { MediaUpload } from './media-upload';
import { CancelButton } from '../shared/cancel-button';

export interface MediaPickerDialogProps {
  /** cover: both alt texts come along; body: the alt of `language` is asked for (required). */
  purpose: 'cover' | 'body';
  language?: 'ru' | 'en';
  onPick: (image: MediaItem, alt: { ru: string; en: string }) => void;
  onClose: () => void;
}

/**
 * The media library as a picker: search, a grid of images (radio buttons: arrows move, Enter
 * chooses), an upload that selects what it uploaded, and «Выбрать» / «Вставить».
 */
export function MediaPickerDialog({
  purpose,
  language = 'ru',
  onPick,
  onClose,
}: MediaPickerDialogProps) {
  const t = useT();
  const media = useMediaLibrary();
  const formId = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState<MediaPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [alt, setAlt] = useState('');
  const [altError, setAltError] = useState<string | undefined>();
  const [reloads, setReloads] = useState(0);
  const chosen = page?.items.find((image) => image.id === selected) ?? null;

  useEffect(() => {
    let current = true;
    setError(null);
    media.list(q ? { q } : {}).then(
      (next) => current && setPage(next),
      (caught: unknown) =>
        current && setError(formErrorText(caught, t('admin.workflow.media.loadError'))),
    );
    return () => {
      current = false;
    };
  }, [media, q, t, reloads]);

  const select = (image: MediaItem) => {
    setSelected(image.id);
    setAlt(image.alt[language]);
    setAltError(undefined);
  };

  function choose(event?: FormEvent) {
    // The dialog sits (through a portal) inside the news form: its submit must not bubble there.
    event?.preventDefault();
    event?.stopPropagation();
    if (!chosen) return;
    if (purpose === 'body') {
      if (alt.trim() === '') {
        setAltError(t('admin.workflow.media.picker.altNeeded'));
        return;
      }
      onPick(chosen, { ...chosen.alt, [language]: alt.trim() });
      return;
    }
    onPick(chosen, chosen.alt);
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('admin.workflow.media.picker.title')}
      closeLabel={t('admin.actions.close')}
      size="lg"
      className="console-modal media-picker"
      footer={
        <>
          <CancelButton onClick={onClose}>
            {t('admin.workflow.media.picker.cancel')}
          </CancelButton>
          <Button type="submit" form={formId} disabled={!chosen}>
            {t(
              purpose === 'body'
                ? 'admin.workflow.media.picker.insert'
                : 'admin.workflow.media.picker.choose',
            )}
          </Button>
        </>
      }
    >
      <div className="media-picker__top">
        <SearchBox
          label={t('admin.workflow.media.search')}
          placeholder={t('admin.workflow.media.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
        <MediaUpload
          className="media-picker__upload"
          onUploaded={(image) => {
            setSearch('');
            setSelected(image.id);
            setAlt('');
            setReloads((count) => count + 1);
          }}
        />
      </div>
      {error && <Alert variant="error">{error}</Alert>}
      {!page && !error && <LoadingText text={t('admin.loading')} />}
      <form id={formId} onSubmit={choose} noValidate>
        {page && page.items.length === 0 && (
          <p className="empty-note">
            {t(q ? 'admin.workflow.media.emptyFiltered' : 'admin.workflow.media.empty')}
          </p>
        )}
        {page && page.items.length > 0 && (
          <fieldset className="media-picker__grid-field">
            <legend className="visually-hidden">{t('admin.workflow.media.picker.label')}</legend>
            <ul className="media-picker__grid">
              {page.items.map((image) => {
                const name =
                  image.alt.ru ||
                  image.alt.en ||
                  image.fileName ||
                  t('admin.workflow.media.picker.untitled', { id: image.id });
                return (
                  <li key={image.id}>
                    <label
                      className={
                        image.id === selected
                          ? 'media-picker__option media-picker__option--selected'
                          : 'media-picker__option'
                      }
                      onDoubleClick={() => {
                        select(image);
                        if (purpose === 'cover') onPick(image, image.alt);
                      }}
                    >
                      <input
                        type="radio"
                        name="media-picker-image"
                        className="visually-hidden"
                        value={image.id}
                        checked={image.id === selected}
                        onChange={() => select(image)}
                      />
                      <img
                        src={media.url(thumbnailOf(image))}
                        alt=""
                        width={image.width}
                        height={image.height}
                        loading="lazy"
                      />
                      <span className="media-picker__name">{name}</span>
                      <span className="media-picker__size">
                        {t('admin.workflow.media.cover.size', {
                          width: image.width,
                          height: image.height,
                        })}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        )}
        {chosen && purpose === 'body' && (
          <TextField
            label={t('admin.workflow.media.picker.altForBody', {
              language: language.toUpperCase(),
            })}
            name="alt"
            value={alt}
            maxLength={300}
            required
            error={altError}
            hint={t('admin.workflow.media.altRule')}
            onChange={(event) => {
              setAlt(event.target.value);
              setAltError(undefined);
            }}
          />
        )}
      </form>
    </Modal>
  );
}
