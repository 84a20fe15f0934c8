import { useT } from '@fuelcard/i18n/react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { ColourSwatches } from './colour-swatches';
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
import { ImageButton } from './image-button';
import { LinkButton } from './link-button';
import { QuoteButton } from './quote-button';
import { ToolbarButton } from './toolbar-button';
import { ToolbarPopover } from './toolbar-popover';
import { useRovingFocus } from './use-roving-focus';
import { useToolbarState } from './use-toolbar-state';

const HEADINGS: { level: HeadingLevel; key: string }[] = [
  { level: 'h2', key: 'heading2' },
  { level: 'h3', key: 'heading3' },
  { level: 'h4', key: 'heading4' },
];
const TEXT_FORMATS: { format: TextFormat; glyph: string }[] = [
  { format: 'bold', glyph: 'B' },
  { format: 'italic', glyph: 'I' },
  { format: 'underline', glyph: 'U' },
];
const LISTS: { kind: ListKind; key: string }[] = [
  { kind: 'number', key: 'orderedList' },
  { kind: 'bullet', key: 'bulletList' },
];
const ALIGNMENTS: Alignment[] = ['left', 'center', 'right', 'justify'];

/**
 * Which ends of a toolbar scrolled sideways (a phone's) hide buttons: «start», «end», «both» or
 * nothing; the toolbar fades on those ends, so that the line reads as one that goes on.
 */
function useHiddenEnds(ref: RefObject<HTMLDivElement | null>): string | undefined {
  const [more, setMore] = useState<string | undefined>(undefined);
  useEffect(() => {
    const toolbar = ref.current;
    if (!toolbar) return;
    const update = () => {
      const start = toolbar.scrollLeft > 1;
      const end = toolbar.scrollLeft + toolbar.clientWidth < toolbar.scrollWidth - 1;
      setMore(start && end ? 'both' : start ? 'start' : end ? 'end' : undefined);
    };
    update();
    toolbar.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(toolbar);
    return () => {
      toolbar.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);
  return more;
}

/** «Цвет»: an «A» over a bar in the selection's text colour, on its background colour. */
function ColourIcon({ colour, background }: { colour: string | undefined; background: string | undefined }) {
  return (
    <span className="rte-colour-icon" style={{ backgroundColor: background }} aria-hidden="true">
      <span className="rte-colour-icon__letter">A</span>
      <span className="rte-colour-icon__bar" style={{ backgroundColor: colour ?? 'currentColor' }} />
    </span>
  );
}

/**
 * The toolbar of spec §2; it reads the selection's state and calls the formatting operations. The
 * most used buttons come first (B, I, U, link, then the headings, the lists…): below 768 px the
 * toolbar is one line that scrolls sideways (review s45, finding 2), so these are the ones in view.
 */
export function Toolbar({ editorId }: { editorId: string }) {
  const t = useT();
  const [editor] = useLexicalComposerContext();
  const editable = useLexicalEditable();
  const state = useToolbarState(editor);
  const ref = useRef<HTMLDivElement>(null);
  useRovingFocus(ref);
  const more = useHiddenEnds(ref);
  const disabled = !editable;
  const alignment: Alignment = ALIGNMENTS.find((choice) => choice === state.align) ?? 'left';

  return (
    <>
      <div ref={ref} role="toolbar" aria-label={t('admin.editor.toolbar')} aria-controls={editorId} className="rte-toolbar"
        data-more={more}>
        <div role="group" aria-label={t('admin.editor.groups.text')} className="rte-toolbar__group">
          {TEXT_FORMATS.map(({ format, glyph }) => (
            <ToolbarButton key={format} label={t(`admin.editor.${format}`)} pressed={state[format]} disabled={disabled}
              className={`rte-tool--${format}`} onPress={() => toggleTextFormat(editor, format)}>
              {glyph}
            </ToolbarButton>
          ))}
          <LinkButton editor={editor} active={state.link} disabled={disabled} />
        </div>
        <div role="group" aria-label={t('admin.editor.groups.headings')} className="rte-toolbar__group">
          {HEADINGS.map(({ level, key }) => (
            <ToolbarButton key={level} label={t(`admin.editor.${key}`)} pressed={state.block === level} disabled={disabled}
              onPress={() => toggleHeading(editor, level, state.block === level)}>
              {level.toUpperCase()}
            </ToolbarButton>
          ))}
        </div>
        <div role="group" aria-label={t('admin.editor.groups.lists')} className="rte-toolbar__group">
          {LISTS.map(({ kind, key }) => (
            <ToolbarButton key={kind} label={t(`admin.editor.${key}`)} pressed={state.block === kind} disabled={disabled}
              onPress={() => toggleList(editor, kind, state.block === kind)}>
              {ICONS[kind]}
            </ToolbarButton>
          ))}
          <QuoteButton editor={editor} active={state.block === 'quote'} disabled={disabled} />
        </div>
        <div className="rte-toolbar__group">
          <ToolbarPopover label={t('admin.editor.colour')} disabled={disabled} icon={<ColourIcon colour={state.color} background={state.background} />}>
            {(close) => (
              <>
                <ColourSwatches editor={editor} property="color" current={state.color} disabled={disabled} onChosen={close} />
                <ColourSwatches editor={editor} property="background-color" current={state.background} disabled={disabled} onChosen={close} />
              </>
            )}
          </ToolbarPopover>
          <ToolbarPopover label={t('admin.editor.groups.align')} disabled={disabled} icon={ICONS[alignment]}>
            {(close) =>
              ALIGNMENTS.map((choice) => (
                  <ToolbarButton key={choice} label={t(`admin.editor.align.${choice}`)}
                    pressed={alignment === choice} disabled={disabled}
                    onPress={() => {
                      setAlignment(editor, choice);
                      close();
                    }}>
                    {ICONS[choice]}
                  </ToolbarButton>
                ))
            }
          </ToolbarPopover>
        </div>
        <div className="rte-toolbar__group">
          <ImageButton editor={editor} editorId={editorId} disabled={disabled} />
          <ToolbarButton label={t('admin.editor.clearFormatting')} disabled={disabled} onPress={() => clearFormatting(editor)}>
            {ICONS.clear}
          </ToolbarButton>
        </div>
      </div>
    </>
  );
}
