import { useT } from '@fuelcard/i18n/react';
import { $insertNodeToNearestRoot } from '@lexical/utils';
import {
  $createParagraphNode,
  $getRoot,
  $getSelection,
  $isRangeSelection,
  $setSelection,
  type BaseSelection,
  type LexicalEditor,
} from 'lexical';
import { useRef, useState } from 'react';
import { Icon } from '../../artwork/icons';
import { bodySourceOf } from '../../screens/media/media-format';
import { MediaPickerDialog } from '../../screens/media/media-picker-dialog';
import { $createImageNode } from '../nodes/image-node';
import { ToolbarButton } from './toolbar-button';

/** The editor's language, from its id (`…-descriptionRu` / `…-descriptionEn`). */
export const editorLanguage = (editorId: string): 'ru' | 'en' =>
  /en$/i.test(editorId) ? 'en' : 'ru';

/**
 * «Изображение»: opens the media library (search, upload) and inserts the chosen image where the
 * cursor was, as a block of its own, with the alt text of the editor's language.
 */
export function ImageButton({
  editor,
  editorId,
  disabled,
  named,
  after,
}: {
  editor: LexicalEditor;
  editorId: string;
  disabled: boolean;
  /** With its name on screen, and what follows a press (the phone's «Ещё» sheet closes). */
  named?: boolean;
  after?: () => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const saved = useRef<BaseSelection | null>(null);
  const language = editorLanguage(editorId);

  const start = () => {
    saved.current = editor.getEditorState().read(() => $getSelection()?.clone() ?? null);
    setOpen(true);
    after?.();
  };

  return (
    <>
      <ToolbarButton
        label={t('admin.workflow.media.editor.image')}
        disabled={disabled}
        named={named}
        onPress={start}
      >
        <Icon name="image" size={18} />
      </ToolbarButton>
      {open && (
        <MediaPickerDialog
          purpose="body"
          language={language}
          onClose={() => setOpen(false)}
          onPick={(image, alt) => {
            setOpen(false);
            const source = bodySourceOf(image);
            editor.update(() => {
              const node = $createImageNode({ ...source, alt: alt[language] });
              const selection = saved.current;
              if (selection && $isRangeSelection(selection)) {
                $setSelection(selection);
                $insertNodeToNearestRoot(node);
              } else {
                $getRoot().append(node);
                node.insertAfter($createParagraphNode());
              }
            });
            editor.focus();
          }}
        />
      )}
    </>
  );
}
