import { useT } from '@fuelcard/i18n/react';
import type { LexicalEditor } from 'lexical';
import {
  clearFormatting,
  setAlignment,
  toggleHeading,
  toggleList,
  toggleTextFormat,
  type Alignment,
  type HeadingLevel,
  type ListKind,
  type TextFormat,
} from './formatting';
import { ICONS } from './icons';
import { ToolbarButton } from './toolbar-button';
import type { ToolbarState } from './toolbar-state';

/**
 * The toolbar's buttons, each one a function of the selection's state, so that the desk's line and
 * the phone's row with its «Ещё» sheet (toolbar.tsx, phone-tools.tsx) show the same tools.
 */
export interface ToolProps {
  editor: LexicalEditor;
  state: ToolbarState;
  disabled: boolean;
  /** With its name on screen (the «Ещё» sheet). */
  named?: boolean;
  /** Called after the press (the sheet closes). */
  after?: () => void;
}

export const ALIGNMENTS: Alignment[] = ['left', 'center', 'right', 'justify'];

const GLYPHS: Record<TextFormat, string> = { bold: 'B', italic: 'I', underline: 'U' };
const HEADING_KEYS: Record<HeadingLevel, string> = { h2: 'heading2', h3: 'heading3', h4: 'heading4' };
const LIST_KEYS: Record<ListKind, string> = { number: 'orderedList', bullet: 'bulletList' };

export function TextFormatTool({ format, editor, state, disabled, named, after }: ToolProps & { format: TextFormat }) {
  const t = useT();
  return (
    <ToolbarButton label={t(`admin.editor.${format}`)} pressed={state[format]} disabled={disabled} named={named}
      className={`rte-tool--${format}`}
      onPress={() => {
        toggleTextFormat(editor, format);
        after?.();
      }}>
      {GLYPHS[format]}
    </ToolbarButton>
  );
}

export function HeadingTool({ level, editor, state, disabled, named, after }: ToolProps & { level: HeadingLevel }) {
  const t = useT();
  return (
    <ToolbarButton label={t(`admin.editor.${HEADING_KEYS[level]}`)} pressed={state.block === level} disabled={disabled}
      named={named} className="rte-tool--heading"
      onPress={() => {
        toggleHeading(editor, level, state.block === level);
        after?.();
      }}>
      {level.toUpperCase()}
    </ToolbarButton>
  );
}

export function ListTool({ kind, editor, state, disabled, named, after }: ToolProps & { kind: ListKind }) {
  const t = useT();
  return (
    <ToolbarButton label={t(`admin.editor.${LIST_KEYS[kind]}`)} pressed={state.block === kind} disabled={disabled}
      named={named}
      onPress={() => {
        toggleList(editor, kind, state.block === kind);
        after?.();
      }}>
      {ICONS[kind]}
    </ToolbarButton>
  );
}

export function AlignTool({ choice, editor, state, disabled, named, after }: ToolProps & { choice: Alignment }) {
  const t = useT();
  return (
    <ToolbarButton label={t(`admin.editor.align.${choice}`)} pressed={currentAlignment(state) === choice}
      disabled={disabled} named={named}
      onPress={() => {
        setAlignment(editor, choice);
        after?.();
      }}>
      {ICONS[choice]}
    </ToolbarButton>
  );
}

export function ClearTool({ editor, disabled, named, after }: ToolProps) {
  const t = useT();
  return (
    <ToolbarButton label={t('admin.editor.clearFormatting')} disabled={disabled} named={named}
      onPress={() => {
        clearFormatting(editor);
        after?.();
      }}>
      {ICONS.clear}
    </ToolbarButton>
  );
}

export const currentAlignment = (state: ToolbarState): Alignment =>
  ALIGNMENTS.find((choice) => choice === state.align) ?? 'left';

/** «Цвет»: an «A» over a bar in the selection's text colour, on its background colour. */
export function ColourIcon({ colour, background }: { colour: string | undefined; background: string | undefined }) {
  return (
    <span className="rte-colour-icon" style={{ backgroundColor: background }} aria-hidden="true">
      <span className="rte-colour-icon__letter">A</span>
      <span className="rte-colour-icon__bar" style={{ backgroundColor: colour ?? 'currentColor' }} />
    </span>
  );
}
