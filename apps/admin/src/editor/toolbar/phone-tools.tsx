import { useT } from '@fuelcard/i18n/react';
import type { LexicalEditor } from 'lexical';
import { useLayoutEffect, useState, type RefObject } from 'react';
import { ColourSwatches } from './colour-swatches';
import { ICONS } from './icons';
import { ImageButton } from './image-button';
import { LinkButton } from './link-button';
import { QuoteButton } from './quote-button';
import { ToolbarPopover } from './toolbar-popover';
import { ALIGNMENTS, AlignTool, ClearTool, currentAlignment, HeadingTool, ListTool, TextFormatTool, type ToolProps } from './tools';

/** A phone row's 44 px buttons (targets.css), 2 px apart, inside the toolbar's 4 px padding. */
const TARGET = 44;
const GAP = 2;
const PADDING = 4;
/** The row without «Подчеркнутый»: B, I, link, H2, bulleted list and «⋯». */
const ROW = 6;

export type PhoneRow = 'with-underline' | 'without-underline';

/**
 * Whether «Подчеркнутый» fits on the phone's row too (at 375 px it does; on a 320 px phone it goes
 * to the «Ещё» sheet), so that the row never scrolls sideways. Unmeasured (tests), it fits.
 */
export function usePhoneRow(ref: RefObject<HTMLElement | null>, phone: boolean): PhoneRow {
  const [row, setRow] = useState<PhoneRow>('with-underline');
  useLayoutEffect(() => {
    const toolbar = ref.current;
    if (!phone || !toolbar) return;
    const update = () => {
      const width = toolbar.clientWidth;
      const needed = (ROW + 1) * TARGET + ROW * GAP + 2 * PADDING;
      setRow(width === 0 || width >= needed ? 'with-underline' : 'without-underline');
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(toolbar);
    return () => observer?.disconnect();
  }, [ref, phone]);
  return row;
}

/** The focus back in the text, its selection kept (as the link dialog gives it back). */
function returnToText(editor: LexicalEditor) {
  editor.getRootElement()?.focus({ preventScroll: true });
  window.requestAnimationFrame(() => editor.focus());
}

/**
 * Below 768 px: the most used tools in one row (B, I, U where it fits, link, H2, bulleted list) and
 * «⋯» («Ещё»), which opens a sheet with every other tool of spec §2, each named on screen, as
 * Google Docs' and Notion's phone toolbars do (review s45b, finding 6). It is a bottom sheet, as the
 * console's other phone sheets, with 44 px swatches (review s47b, finding 13). The sheet takes the focus;
 * a choice closes it (and gives the focus back to the text), Esc gives it back to «⋯».
 */
export function PhoneTools({ tools, editorId, underlineInRow }: { tools: ToolProps; editorId: string; underlineInRow: boolean }) {
  const t = useT();
  const { editor, state, disabled } = tools;
  const alignment = currentAlignment(state);
  // «⋯» is marked when a tool in the sheet is on for the selection.
  const sheetActive =
    ['h3', 'h4', 'number', 'quote'].includes(state.block) ||
    (state.underline && !underlineInRow) ||
    state.color !== undefined ||
    state.background !== undefined ||
    alignment !== 'left';
  return (
    <>
      <TextFormatTool format="bold" {...tools} />
      <TextFormatTool format="italic" {...tools} />
      {underlineInRow && <TextFormatTool format="underline" {...tools} />}
      <LinkButton editor={editor} active={state.link} disabled={disabled} />
      <HeadingTool level="h2" {...tools} />
      <ListTool kind="bullet" {...tools} />
      <ToolbarPopover label={t('admin.editor.more')} disabled={disabled} icon={ICONS.more} chevron={false}
        panelClassName="rte-more" takesFocus sheet active={sheetActive} onReturnToText={() => returnToText(editor)}>
        {(close) => {
          const named: ToolProps = { ...tools, named: true, after: close };
          return (
            <>
              <div className="rte-more__tools">
                <HeadingTool level="h3" {...named} />
                <HeadingTool level="h4" {...named} />
                {!underlineInRow && <TextFormatTool format="underline" {...named} />}
                <ListTool kind="number" {...named} />
                <QuoteButton editor={editor} active={state.block === 'quote'} disabled={disabled} named after={close} />
                <ImageButton editor={editor} editorId={editorId} disabled={disabled} named after={close} />
                <ClearTool {...named} />
              </div>
              <div role="group" aria-label={t('admin.editor.groups.align')} className="rte-more__section">
                <span className="rte-more__heading" aria-hidden="true">{t('admin.editor.groups.align')}</span>
                <div className="rte-more__tools">
                  {ALIGNMENTS.map((choice) => <AlignTool key={choice} choice={choice} {...named} />)}
                </div>
              </div>
              <div role="group" aria-label={t('admin.editor.colour')} className="rte-more__section">
                <span className="rte-more__heading" aria-hidden="true">{t('admin.editor.colour')}</span>
                <ColourSwatches editor={editor} property="color" current={state.color} disabled={disabled} onChosen={close} />
                <ColourSwatches editor={editor} property="background-color" current={state.background} disabled={disabled} onChosen={close} />
              </div>
            </>
          );
        }}
      </ToolbarPopover>
    </>
  );
}
