/**
 * A text cut to at most `max` characters (code points), at a word boundary where one lies in its
 * second half, with an ellipsis; the text itself when it is short enough.
 */
export function shortened(text: string, max: number): string {
  const characters = [...text];
  if (characters.length <= max) return text;
  const cut = characters.slice(0, max - 1).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${([...atWord].length >= max / 2 ? atWord : cut).trimEnd()}…`;
}
