import type { LexicalEditor } from 'lexical';
import { useEffect, useState } from 'react';
import { $readToolbarState, EMPTY_TOOLBAR_STATE, type ToolbarState } from './toolbar-state';

function sameState(a: ToolbarState, b: ToolbarState): boolean {
  return (Object.keys(a) as (keyof ToolbarState)[]).every((key) => a[key] === b[key]);
}

/** The toolbar state, kept in step with every editor update (selection moves included). */
export function useToolbarState(editor: LexicalEditor): ToolbarState {
  const [state, setState] = useState(EMPTY_TOOLBAR_STATE);
  useEffect(() => {
    const update = (next: ToolbarState) => setState((current) => (sameState(current, next) ? current : next));
    editor.read(() => update($readToolbarState()));
    return editor.registerUpdateListener(({ editorState }) => {
      editorState.read(() => update($readToolbarState()), { editor });
    });
  }, [editor]);
  return state;
}
