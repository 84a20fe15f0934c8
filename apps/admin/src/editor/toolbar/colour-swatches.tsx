import { useT } from '@fuelcard/i18n/react';
import type { LexicalEditor } from 'lexical';
import { PALETTE, type ColourProperty, type PaletteValue } from '../palette';
import { applyColour } from './formatting';
import { ToolbarButton } from './toolbar-button';

export interface ColourSwatchesProps {
  editor: LexicalEditor;
  property: ColourProperty;
  /** The colour of the selection for this property. */
  current: PaletteValue | undefined;
  disabled: boolean;
  /** Called after a choice (the panel that holds the swatches closes). */
  onChosen?: () => void;
}

/** The four palette colours for text or background; pressing the current colour takes it off. */
export function ColourSwatches({ editor, property, current, disabled, onChosen }: ColourSwatchesProps) {
  const t = useT();
  const group = t(property === 'color' ? 'admin.editor.textColor' : 'admin.editor.backgroundColor');
  return (
    <div role="group" aria-label={group} className="rte-toolbar__group rte-swatches">
      {/* The row's name on screen too («Текст», «Фон»); the group is named in full. */}
      <span className="rte-swatches__label" aria-hidden="true">
        {t(property === 'color' ? 'admin.editor.textColorShort' : 'admin.editor.backgroundColorShort')}
      </span>
      {PALETTE.map(({ name, value }) => (
        <ToolbarButton
          key={name}
          label={t('admin.editor.swatch', { group, colour: t(`admin.editor.colors.${name}`) })}
          pressed={current === value}
          disabled={disabled}
          className={property === 'color' ? 'rte-swatch rte-swatch--text' : 'rte-swatch rte-swatch--background'}
          onPress={() => {
            applyColour(editor, property, current === value ? null : value);
            onChosen?.();
          }}
        >
          <span className={`rte-swatch__sample rte-swatch__sample--${name}`} aria-hidden="true">
            {property === 'color' ? 'A' : ''}
          </span>
        </ToolbarButton>
      ))}
      <ToolbarButton
        label={t('admin.editor.swatch', { group, colour: t('admin.editor.noColour') })}
        disabled={disabled || current === undefined}
        className="rte-swatch rte-swatch--none"
        onPress={() => {
          applyColour(editor, property, null);
          onChosen?.();
        }}
      >
        <span className="rte-swatch__sample rte-swatch__sample--none" aria-hidden="true" />
      </ToolbarButton>
    </div>
  );
}
