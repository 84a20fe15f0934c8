import { useEffect, useState } from 'react';
import { useNewsWorkflow } from '../../lib/use-news-workflow';

/** How often an open editor says it is still open (the API counts 45 s). */
export const PRESENCE_BEAT_MS = 15_000;

/**
 * While an item is open in an editor, says so to the API every 15 s and answers who else has it
 * open («Сейчас редактирует: olga», issue 26 §5); says it left when the editor closes. A failed
 * beat changes nothing: presence is a courtesy, never in the way of writing.
 */
export function useNewsPresence(id: string | null): string[] {
  const workflow = useNewsWorkflow();
  const [editors, setEditors] = useState<string[]>([]);
  useEffect(() => {
    if (!id) return;
    let stopped = false;
    const beat = () =>
      workflow.see(id).then(
        (answer) => {
          if (!stopped) setEditors(answer.editors.map((editor) => editor.username));
        },
        () => {},
      );
    void beat();
    const timer = setInterval(() => void beat(), PRESENCE_BEAT_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
      workflow.leave(id).catch(() => {});
    };
  }, [id, workflow]);
  return editors;
}
