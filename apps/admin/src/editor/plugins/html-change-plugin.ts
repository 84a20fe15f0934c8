import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useEffect, useRef } from 'react';
import { $exportHtml } from '../html/export-html';

/**
 * Reports the content as stored HTML whenever it changes (selection moves and the initial load
 * are not changes, so an untouched description is handed back exactly as it came).
 */
export function HtmlChangePlugin({ onChange }: { onChange: (html: string) => void }): null {
  const [editor] = useLexicalComposerContext();
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let reported = editor.read(() => $exportHtml(editor));
    return editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves }) => {
      if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return;
      const html = editorState.read(() => $exportHtml(editor), { editor });
      if (html === reported) return;
      reported = html;
      latest.current(html);
    });
  }, [editor]);
  return null;
}
