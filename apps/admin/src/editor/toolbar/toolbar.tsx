import { useT } from '@fuelcard/i18n/react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import { useRef } from 'react';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { ColourSwatches } from './colour-swatches';
import { ICONS } from './icons';
import { ImageButton } from './image-button';
import { LinkButton } from './link-button';
import { PhoneTools, usePhoneRow } from './phone-tools';
import { QuoteButton } from './quote-button';
import { ToolbarPopover } from './toolbar-popover';
import {
  ALIGNMENTS,
  AlignTool,
  ClearTool,
  ColourIcon,
  currentAlignment,
  HeadingTool,
  ListTool,
  TextFormatTool,
  type ToolProps,
} from './tools';
import { useRovingFocus } from './use-roving-focus';
import { useStickyTop } from './use-sticky-top';
import { useToolbarState } from './use-toolbar-state';

/**
 * The toolbar of spec §2; it reads the selection's state and calls the formatting operations. It
 * stays in view while a long text is typed (sticky under the page's header, see use-sticky-top).
 * From 768 px every tool is on the line, the most used first; below, the most used are one row
 * that never scrolls sideways, the others in the «Ещё» sheet (review s45b, finding 6).
 */
export function Toolbar({ editorId }: { editorId: string }) {
  const t = useT();
  const [editor] = useLexicalComposerContext();
  const editable = useLexicalEditable();
  const state = useToolbarState(editor);
  const phone = useMediaQuery(PHONE_QUERY);
  const ref = useRef<HTMLDivElement>(null);
  const tools: ToolProps = { editor, state, disabled: !editable };
  const phoneLayout = usePhoneRow(ref, phone);
  useRovingFocus(ref, phone ? `phone-${phoneLayout}` : 'desk');
  useStickyTop(ref);

  return (
    <div ref={ref} role="toolbar" aria-label={t('admin.editor.toolbar')} aria-controls={editorId}
      className={phone ? 'rte-toolbar rte-toolbar--phone' : 'rte-toolbar'}>
      {phone ? (
        <PhoneTools tools={tools} editorId={editorId} underlineInRow={phoneLayout === 'with-underline'} />
      ) : (
        <DeskTools tools={tools} editorId={editorId} />
      )}
    </div>
  );
}

/** Every tool on the line, in groups: text and link, headings, lists and quote, colour and alignment, image and clear. */
function DeskTools({ tools, editorId }: { tools: ToolProps; editorId: string }) {
  const t = useT();
  const { editor, state, disabled } = tools;
  return (
    <>
      <div role="group" aria-label={t('admin.editor.groups.text')} className="rte-toolbar__group">
        <TextFormatTool format="bold" {...tools} />
        <TextFormatTool format="italic" {...tools} />
        <TextFormatTool format="underline" {...tools} />
        <LinkButton editor={editor} active={state.link} disabled={disabled} />
      </div>
      <div role="group" aria-label={t('admin.editor.groups.headings')} className="rte-toolbar__group">
        <HeadingTool level="h2" {...tools} />
        <HeadingTool level="h3" {...tools} />
        <HeadingTool level="h4" {...tools} />
      </div>
      <div role="group" aria-label={t('admin.editor.groups.lists')} className="rte-toolbar__group">
        <ListTool kind="number" {...tools} />
        <ListTool kind="bullet" {...tools} />
        <QuoteButton editor={editor} active={state.block === 'quote'} disabled={disabled} />
      </div>
      <div className="rte-toolbar__group">
        <ToolbarPopover label={t('admin.editor.colour')} disabled={disabled}
          icon={<ColourIcon colour={state.color} background={state.background} />}>
          {(close) => (
            <>
              <ColourSwatches editor={editor} property="color" current={state.color} disabled={disabled} onChosen={close} />
              <ColourSwatches editor={editor} property="background-color" current={state.background} disabled={disabled} onChosen={close} />
            </>
          )}
        </ToolbarPopover>
        <ToolbarPopover label={t('admin.editor.groups.align')} disabled={disabled} icon={ICONS[currentAlignment(state)]}>
          {(close) => ALIGNMENTS.map((choice) => <AlignTool key={choice} choice={choice} {...tools} after={close} />)}
        </ToolbarPopover>
      </div>
      <div className="rte-toolbar__group">
        <ImageButton editor={editor} editorId={editorId} disabled={disabled} />
        <ClearTool {...tools} />
      </div>
    </>
  );
}
