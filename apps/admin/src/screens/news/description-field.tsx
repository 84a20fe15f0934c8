import { useT } from '@fuelcard/i18n/react';
import { LoadingText } from '@fuelcard/ui';
import { Suspense, useId } from 'react';
import { LazyRichTextEditor } from './lazy-rich-text-editor';

export interface DescriptionFieldProps {
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
  disabled: boolean;
}

/** A labelled rich-text description; the editor is loaded on demand. */
export function DescriptionField({ label, initialHtml, onChange, disabled }: DescriptionFieldProps) {
  const t = useT();
  const id = useId();
  const labelId = `${id}-label`;
  return (
    <div className="description-field">
      <span id={labelId} className="description-field__label" onClick={() => document.getElementById(id)?.focus()}>
        {label}
      </span>
      <Suspense fallback={<LoadingText text={t('admin.news.form.editorLoading')} />}>
        <LazyRichTextEditor id={id} labelId={labelId} initialHtml={initialHtml} onChange={onChange} editable={!disabled} />
      </Suspense>
    </div>
  );
}
