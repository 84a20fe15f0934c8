import { useT } from '@fuelcard/i18n/react';
import { LoadingText } from '@fuelcard/ui';
import { Suspense } from 'react';
import { LazyRichTextEditor } from './lazy-rich-text-editor';

export interface DescriptionFieldProps {
  /** Id of the editable area. */
  id: string;
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
  disabled: boolean;
  /** A message about this description, shown under it. */
  error?: string | undefined;
}

/** A labelled rich-text description; the editor is loaded on demand. */
export function DescriptionField({
  id,
  label,
  initialHtml,
  onChange,
  disabled,
  error,
}: DescriptionFieldProps) {
  const t = useT();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'description-field description-field--invalid' : 'description-field'}>
      <span
        id={labelId}
        className="description-field__label"
        onClick={() => document.getElementById(id)?.focus()}
      >
        {label}
      </span>
      <Suspense fallback={<LoadingText text={t('admin.news.form.editorLoading')} />}>
        <LazyRichTextEditor
          id={id}
          labelId={labelId}
          initialHtml={initialHtml}
          onChange={onChange}
          editable={!disabled}
          describedBy={error ? errorId : undefined}
          invalid={Boolean(error)}
        />
      </Suspense>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
