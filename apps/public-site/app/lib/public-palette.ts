/**
 * The editor's palette (green #48AE5A, red #F24942, black, white; their names stay as they are in
 * the console) as the public site shows it: accessible shades of the same hues, so that coloured
 * text keeps at least 4.5:1 on white (green 2.8:1 → #2E7D3B 5.1:1, red 3.6:1 → #C62D26 5.5:1).
 * A coloured background takes the dark shade and its text turns white; white text without a
 * background (invisible on the page) gets the near-black background.
 */
const TEXT: Readonly<Record<string, string>> = {
  '#48AE5A': '#2E7D3B',
  '#F24942': '#C62D26',
  '#000000': '#1A1D1F',
  '#FFFFFF': '#FFFFFF',
};
const DARK_BACKGROUND: Readonly<Record<string, string>> = {
  '#48AE5A': '#2E7D3B',
  '#F24942': '#C62D26',
  '#000000': '#1A1D1F',
};

/** One sanitized `style` value (`color:#F24942;background-color:#FFFFFF;text-align:center`) for the public site. */
export function publicPaletteStyle(style: string): string {
  const declarations = new Map(
    style
      .split(';')
      .map((declaration) => declaration.split(':').map((part) => part.trim()) as [string, string])
      .filter(([property, value]) => property && value),
  );
  const color = declarations.get('color')?.toUpperCase();
  const background = declarations.get('background-color')?.toUpperCase();
  if (background && DARK_BACKGROUND[background]) {
    declarations.set('background-color', DARK_BACKGROUND[background]);
    declarations.set('color', '#FFFFFF');
  } else if (color && TEXT[color]) {
    declarations.set('color', TEXT[color]);
    if (color === '#FFFFFF') declarations.set('background-color', '#1A1D1F');
  }
  return [...declarations].map(([property, value]) => `${property}:${value}`).join(';');
}

/** Every `style` attribute of a sanitized description, with the palette's public shades. */
export function withPublicPalette(html: string): string {
  return html.replace(/\sstyle="([^"]*)"/g, (_, style: string) => {
    const mapped = publicPaletteStyle(style);
    return mapped ? ` style="${mapped}"` : '';
  });
}
