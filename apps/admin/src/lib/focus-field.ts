/** Moves the focus to a form control by id and brings it into view. */
export function focusFieldById(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  element.focus();
  element.scrollIntoView?.({ block: 'center' });
}
