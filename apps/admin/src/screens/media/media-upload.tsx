import type { UploadedImage } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { LoadingText } from '@fuelcard/ui';
import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Icon } from '../../artwork/icons';
import { formErrorText } from '../../lib/form-error';
import { useMediaLibrary } from '../../lib/use-media-library';
import { coverFileProblem } from '../news/cover-file';

export interface MediaUploadProps {
  /** Each image once uploaded (several files may be dropped at once). */
  onUploaded: (image: UploadedImage) => void;
  disabled?: boolean;
  multiple?: boolean;
  /** Shown in the zone besides the button (a preview, other buttons). */
  children?: ReactNode;
  /** Other ways to choose, beside the file button and of its size («Выбрать из медиатеки»). */
  actions?: ReactNode;
  /** The button's text (default «Загрузить изображение»). */
  label?: string;
  hint?: string;
  className?: string;
  /** Ids of text describing the button (the rules), besides its own error. */
  describedBy?: string;
  /** The file input's id (a form's error can then focus it). */
  inputId?: string;
  /** An error about this field from elsewhere (the form's validation). */
  error?: string;
}

/**
 * A drop zone with a real button (a visually hidden file input under a styled label): files
 * chosen or dropped are checked (type, 10 MB), then sent to the API one by one. Errors appear
 * under the zone and are announced.
 */
export function MediaUpload({
  onUploaded,
  disabled = false,
  multiple = false,
  children,
  actions,
  label,
  hint,
  className,
  describedBy,
  inputId,
  error: fieldError,
}: MediaUploadProps) {
  const t = useT();
  const media = useMediaLibrary();
  const ownId = useId();
  const id = inputId ?? ownId;
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const busy = disabled || uploading;
  const error = uploadError ?? fieldError ?? null;

  // After the control is enabled again, so that it can take the focus.
  useEffect(() => {
    if (uploadError) input.current?.focus();
  }, [uploadError]);

  async function upload(files: File[]) {
    setError(null);
    if (files.length === 0) return;
    setUploading(true);
    try {
      for (const file of multiple ? files : files.slice(0, 1)) {
        const problem = coverFileProblem(file);
        if (problem) {
          setError(t(`admin.workflow.cover.${problem}`));
          break;
        }
        onUploaded(await media.upload(file));
      }
    } catch (caught) {
      setError(formErrorText(caught, t('admin.workflow.cover.uploadError')));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) void upload([...event.dataTransfer.files]);
  };

  return (
    <div className={className}>
      <div
        className={dragging ? 'media-drop media-drop--active' : 'media-drop'}
        onDragOver={(event) => {
          event.preventDefault();
          if (!busy) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {children}
        <div className="media-drop__controls">
          <input
            ref={input}
            id={id}
            type="file"
            multiple={multiple}
            accept="image/jpeg,image/png,image/webp,image/avif"
            className="media-drop__input"
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={
              [describedBy, error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
            }
            onChange={(event) => void upload([...(event.target.files ?? [])])}
          />
          <label htmlFor={id} className="media-drop__button" aria-disabled={busy || undefined}>
            <Icon name="upload" size={18} />
            <span>{label ?? t('admin.workflow.media.upload')}</span>
          </label>
          {actions}
          {(hint ?? true) && (
            <span className="media-drop__hint">{hint ?? t('admin.workflow.media.dropHint')}</span>
          )}
          {uploading && <LoadingText text={t('admin.workflow.media.uploading')} />}
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
