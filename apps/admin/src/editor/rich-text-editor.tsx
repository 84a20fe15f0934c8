import { useT } from '@fuelcard/i18n/react';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { MarkdownShortcutPlugin } from '@lexical/react/LexicalMarkdownShortcutPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { useState } from 'react';
import { EDITOR_HTML, EDITOR_NODES, EDITOR_THEME, onEditorError } from './editor-config';
import './editor.css';
import { $importHtml } from './html/import-html';
import { LinkDialogPlugin } from './link-dialog/link-dialog-plugin';
import { isAllowedLinkUrl } from './link-url';
import { BODY_TRANSFORMERS } from './markdown/markdown-transformers';
import { EditablePlugin } from './plugins/editable-plugin';
import { HtmlChangePlugin } from './plugins/html-change-plugin';
import { Toolbar } from './toolbar/toolbar';

export interface RichTextEditorProps {
  /** Id of the editable area. */
  id: string;
  /** Id of the visible label that names the editable area. */
  labelId: string;
  /** The description to start from (HTML as the API stores it). */
  initialHtml: string;
  /** Called with the HTML after every change of the content. */
  onChange: (html: string) => void;
  /** False while the form is being sent. */
  editable?: boolean;
  /** Id of a message about the description (e.g. the server's), read with the field. */
  describedBy?: string | undefined;
  /** Marks the description as refused. */
  invalid?: boolean;
}

/**
 * The news description editor: Lexical with the toolbar of spec §2, HTML in and out. This module
 * is the lazily loaded chunk (see news/lazy-rich-text-editor.tsx); nothing else imports Lexical.
 */
export default function RichTextEditor({
  id,
  labelId,
  initialHtml,
  onChange,
  editable = true,
  describedBy,
  invalid = false,
}: RichTextEditorProps) {
  const t = useT();
  // The initial content is read once, when the editor is created.
  const [initialConfig] = useState<InitialConfigType>(() => ({
    namespace: `news-description-${id}`,
    nodes: EDITOR_NODES,
    theme: EDITOR_THEME,
    html: EDITOR_HTML,
    onError: onEditorError,
    editorState: (editor) => $importHtml(editor, initialHtml),
  }));

  return (
    <LexicalComposer initialConfig={initialConfig}>
      <div className="rte">
        <Toolbar editorId={id} />
        <div className="rte__surface">
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                id={id}
                className="rte__content"
                role="textbox"
                aria-multiline
                aria-labelledby={labelId}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                aria-placeholder={t('admin.editor.placeholder')}
                placeholder={<div className="rte__placeholder">{t('admin.editor.placeholder')}</div>}
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={isAllowedLinkUrl} />
        <MarkdownShortcutPlugin transformers={BODY_TRANSFORMERS} />
        <LinkDialogPlugin />
        <HtmlChangePlugin onChange={onChange} />
        <EditablePlugin editable={editable} />
      </div>
    </LexicalComposer>
  );
}
