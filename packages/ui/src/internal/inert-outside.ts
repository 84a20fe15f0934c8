/** Elements that this module made inert, with how many open layers (modals) want them so. */
const inertBy = new WeakMap<Element, number>();

/** Not rendered, so never worth marking. */
const NOT_RENDERED = new Set(['SCRIPT', 'STYLE', 'LINK', 'META', 'TEMPLATE', 'NOSCRIPT']);

/**
 * Makes the rest of the page inert while `layer` (e.g. a modal's portal container) is open: sets
 * `inert` on the siblings of `layer` and of each of its ancestors below `<body>`, so nothing
 * behind can be focused, clicked or found by assistive technology. Returns the function that
 * undoes it.
 *
 * Elements the page had made inert itself are left alone, and so is a layer marked
 * `data-stays-live` (an app's toasts portalled to `<body>`): its polite live region must still be
 * heard and its «×» and «Отменить» still work while a modal is open. Layers stack: a modal opened
 * from a modal makes the first one inert, and each element is released only when the last layer
 * that marked it closes.
 */
export function inertOutside(layer: Element): () => void {
  const marked: Element[] = [];
  for (let node = layer; node.parentElement && node !== node.ownerDocument.body;) {
    const parent: Element = node.parentElement;
    for (const sibling of parent.children) {
      if (sibling === node || NOT_RENDERED.has(sibling.tagName)) continue;
      if (sibling.hasAttribute('data-stays-live')) continue;
      const layers = inertBy.get(sibling) ?? 0;
      if (layers === 0 && sibling.hasAttribute('inert')) continue;
      if (layers === 0) sibling.setAttribute('inert', '');
      inertBy.set(sibling, layers + 1);
      marked.push(sibling);
    }
    node = parent;
  }
  return () => {
    for (const element of marked) {
      const layers = (inertBy.get(element) ?? 1) - 1;
      if (layers > 0) {
        inertBy.set(element, layers);
      } else {
        inertBy.delete(element);
        element.removeAttribute('inert');
      }
    }
  };
}
