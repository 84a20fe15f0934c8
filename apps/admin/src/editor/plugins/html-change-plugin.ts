import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useEffect, useRef } from 'react';
import { $exportHtml } from '../html/export-html';

/**
 * Reports the content as stored HTML after every change of the content (selection moves and the
 * initial load are not changes, so an untouched description is handed back exactly as it came).
 */
export function HtmlChangePlugin({ onChange }: { onChange: (html: string) => void }): null {
  const [editor] = useLexicalComposerContext();
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);

  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves }) => {
        if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return;
        latest.current(editorState.read(() => $exportHtml(editor), { editor }));
      }),
    [editor],
  );
  return null;
}
