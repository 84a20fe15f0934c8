import { useT } from '@fuelcard/i18n/react';
import { Button, LoadingText, TextField } from '@fuelcard/ui';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { formErrorText } from '../../lib/form-error';
import { useConsoleConfig } from '../../lib/console-config';
import { useNewsWorkflow } from '../../lib/use-news-workflow';
import { coverFileProblem } from './cover-file';
import type { NewsField } from './news-form-errors';
import type { FormCover } from './news-form-model';

export interface CoverFieldProps {
  /** Prefix of the controls' ids, as the other fields. */
  idPrefix: string;
  cover: FormCover | null;
  disabled: boolean;
  error: (field: NewsField) => string | undefined;
  onChange: (update: (cover: FormCover | null) => FormCover | null, field: NewsField) => void;
}

/**
 * The cover image: a file chosen or dropped is sent to the API at once (which re-encodes it), a
 * thumbnail is shown, and the alternative text in both languages is asked for. The API's
 * messages (type, size) appear under the file control, which gets the focus.
 */
export function CoverField({ idPrefix, cover, disabled, error, onChange }: CoverFieldProps) {
  const t = useT();
  const workflow = useNewsWorkflow();
  const { apiBaseUrl } = useConsoleConfig();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const id = (field: NewsField) => `${idPrefix}-${field}`;
  const fileError = uploadError ?? error('cover');

  // After the control is enabled again, so that it can take the focus.
  useEffect(() => {
    if (uploadError) input.current?.focus();
  }, [uploadError]);

  async function upload(file: File | undefined) {
    if (!file) return;
    const problem = coverFileProblem(file);
    setUploadError(null);
    if (problem) {
      setUploadError(t(`admin.workflow.cover.${problem}`));
      return;
    }
    setUploading(true);
    try {
      const image = await workflow.uploadImage(file);
      const smallest = [...image.webp].sort((a, b) => a.width - b.width)[0] ?? image.jpeg;
      onChange(
        (current) => ({
          imageId: image.id,
          altRu: current?.altRu ?? '',
          altEn: current?.altEn ?? '',
          thumbnail: smallest.url,
          width: image.width,
          height: image.height,
        }),
        'cover',
      );
    } catch (caught) {
      setUploadError(formErrorText(caught, t('admin.workflow.cover.uploadError')));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled && !uploading) void upload(event.dataTransfer.files[0]);
  };

  return (
    <fieldset className="form-group cover-field">
      <legend className="form-group__legend">{t('admin.workflow.cover.legend')}</legend>
      <p className="form-group__hint" id={id('cover') + '-rule'}>
        {t('admin.workflow.cover.rule')}
      </p>
      <div
        className={dragging ? 'cover-field__drop cover-field__drop--active' : 'cover-field__drop'}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {cover && (
          <img
            className="cover-field__thumbnail"
            src={`${apiBaseUrl}${cover.thumbnail}`}
            alt={t('admin.workflow.cover.preview', { alt: cover.altRu || cover.altEn })}
            width={cover.width}
            height={cover.height}
          />
        )}
        <div className="cover-field__controls">
          <label className="cover-field__choose" htmlFor={id('cover')}>
            {t('admin.workflow.cover.choose')}
          </label>
          <input
            ref={input}
            id={id('cover')}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            className="cover-field__input"
            disabled={disabled || uploading}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={[id('cover') + '-rule', fileError ? id('cover') + '-error' : '']
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => void upload(event.target.files?.[0])}
          />
          <span className="cover-field__drop-hint">{t('admin.workflow.cover.drop')}</span>
          {uploading && <LoadingText text={t('admin.workflow.cover.uploading')} />}
          {cover && (
            <Button
              size="sm"
              variant="secondary"
              disabled={disabled || uploading}
              onClick={() => onChange(() => null, 'cover')}
            >
              {t('admin.workflow.cover.remove')}
            </Button>
          )}
        </div>
      </div>
      {fileError && (
        <p id={id('cover') + '-error'} className="field-error" role="alert">
          {fileError}
        </p>
      )}
      {cover && (
        <div className="news-form__row">
          <TextField
            id={id('coverAltRu')}
            label={t('admin.workflow.cover.altRu')}
            name="coverAltRu"
            value={cover.altRu}
            disabled={disabled}
            required
            error={error('coverAltRu')}
            hint={t('admin.workflow.cover.altRule')}
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
            required
            error={error('coverAltEn')}
            hint={t('admin.workflow.cover.altRule')}
            onChange={(event) => {
              const altEn = event.target.value;
              onChange((current) => (current ? { ...current, altEn } : current), 'coverAltEn');
            }}
          />
        </div>
      )}
    </fieldset>
  );
}
