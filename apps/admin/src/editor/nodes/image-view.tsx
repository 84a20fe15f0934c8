import { useT } from '@fuelcard/i18n/react';
import { Button, Modal, TextField } from '@fuelcard/ui';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import { useLexicalNodeSelection } from '@lexical/react/useLexicalNodeSelection';
import { mergeRegister } from '@lexical/utils';
import {
  $getNodeByKey,
  $getSelection,
  $isNodeSelection,
  CLICK_COMMAND,
  COMMAND_PRIORITY_LOW,
  KEY_BACKSPACE_COMMAND,
  KEY_DELETE_COMMAND,
  type NodeKey,
} from 'lexical';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useConsoleConfig } from '../../lib/console-config';
import { CancelButton } from '../../screens/shared/cancel-button';

/** The image inside the editor: selectable, removable by keyboard, its alt text editable. */
export function ImageView({
  nodeKey,
  src,
  alt,
  width,
  height,
}: {
  nodeKey: NodeKey;
  src: string;
  alt: string;
  width: number;
  height: number;
}) {
  const t = useT();
  const [editor] = useLexicalComposerContext();
  const editable = useLexicalEditable();
  const { apiBaseUrl } = useConsoleConfig();
  const [selected, setSelected, clearSelection] = useLexicalNodeSelection(nodeKey);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(alt);
  const [error, setError] = useState<string | undefined>();
  const image = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const remove = (event: KeyboardEvent | null) => {
      const selection = $getSelection();
      if (!selected || !$isNodeSelection(selection)) return false;
      event?.preventDefault();
      $getNodeByKey(nodeKey)?.remove();
      return true;
    };
    return mergeRegister(
      editor.registerCommand(
        CLICK_COMMAND,
        (event: MouseEvent) => {
          if (event.target !== image.current) return false;
          if (!event.shiftKey) clearSelection();
          setSelected(true);
          return true;
        },
        COMMAND_PRIORITY_LOW,
      ),
      editor.registerCommand(KEY_DELETE_COMMAND, remove, COMMAND_PRIORITY_LOW),
      editor.registerCommand(KEY_BACKSPACE_COMMAND, remove, COMMAND_PRIORITY_LOW),
    );
  }, [editor, nodeKey, selected, setSelected, clearSelection]);

  const save = (event: FormEvent) => {
    // Inside the news form (through a portal): the submit stays here.
    event.preventDefault();
    event.stopPropagation();
    const value = draft.replace(/\s+/g, ' ').trim();
    if (value === '') {
      setError(t('admin.workflow.media.picker.altNeeded'));
      return;
    }
    editor.update(() => {
      const node = $getNodeByKey(nodeKey);
      if (node && 'setAlt' in node)
        (node as unknown as { setAlt(alt: string): void }).setAlt(value);
    });
    setEditing(false);
  };

  return (
    <figure className={selected ? 'rte-image rte-image--selected' : 'rte-image'}>
      <img
        ref={image}
        src={`${apiBaseUrl}${src}`}
        alt={alt}
        width={width}
        height={height}
        draggable={false}
      />
      {editable && (
        <figcaption className="rte-image__bar">
          <span className="rte-image__alt">
            {t('admin.workflow.media.editor.alt')}: {alt}
          </span>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              setDraft(alt);
              setError(undefined);
              setEditing(true);
            }}
          >
            {t('admin.workflow.media.editor.editAlt')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => editor.update(() => $getNodeByKey(nodeKey)?.remove())}
          >
            {t('admin.workflow.media.editor.remove')}
          </Button>
        </figcaption>
      )}
      {editing && (
        <Modal
          open
          onClose={() => setEditing(false)}
          title={t('admin.workflow.media.editor.editAlt')}
          closeLabel={t('admin.actions.close')}
          size="sm"
          className="console-modal"
          footer={
            <>
              <CancelButton onClick={() => setEditing(false)}>
                {t('admin.workflow.media.picker.cancel')}
              </CancelButton>
              <Button type="submit" form={`rte-image-alt-${nodeKey}`}>
                {t('admin.workflow.media.save')}
              </Button>
            </>
          }
        >
          <form id={`rte-image-alt-${nodeKey}`} onSubmit={save} noValidate>
            <TextField
              label={t('admin.workflow.media.editor.alt')}
              name="alt"
              value={draft}
              maxLength={300}
              required
              error={error}
              hint={t('admin.workflow.media.altRule')}
              onChange={(event) => {
                setDraft(event.target.value);
                setError(undefined);
              }}
            />
          </form>
        </Modal>
      )}
    </figure>
  );
}
