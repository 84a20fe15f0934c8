import { Transform } from 'node:stream';

/**
 * The page's hydration code loads after its first paint (decision public-site-0004, amendment of
 * issue 25).
 *
 * React Router's <Scripts> writes the hydration code as `<link rel="modulepreload">` tags in the
 * head and one inline module script (`import … from "/assets/…"; … import("/assets/entry…")`).
 * The browser fetches all of it while the page is still being laid out, and Lighthouse's
 * simulation counts every request started before the first and largest paints as if the paints
 * waited for it (about 120 kB gzip on a slow connection: LCP ≈ 2.3–2.7 s instead of 1.5–1.8 s).
 * The server-rendered page needs none of it to be read, and its forms and links work without it.
 *
 * So the server drops the module preloads from the HTML and rewrites the module script: it first
 * waits for the first frame to be painted (or not at all in a hidden tab), then adds the same
 * preloads (low priority, so fonts and images go first) and imports the same modules in the same
 * order, dynamically. The script keeps its tag, its attributes and its nonce (the page's CSP lists
 * it by hash like every inline script). A module script of a form this does not know is left as it
 * is, with its preloads written back before it.
 *
 * Evaluating all of the code at once is one long task (React Router, React and the frame: about
 * 30 ms of a fast phone's main thread). When the server can say which chunks a chunk imports
 * (`importsOf`, read from the built files), the script first imports the preloaded chunks one by
 * one, each after the chunks it imports, with a pause between two, so that each is evaluated in
 * a task of its own; the entry chunk, which starts hydration, still comes last.
 */

/** The chunks (absolute /assets/… addresses) a built chunk imports statically; null if unknown. */
export type ImportsOf = (href: string) => readonly string[] | null;

const MODULE_PRELOAD = '<link rel="modulepreload"';
const SCRIPT = '<script';
const SCRIPT_END = '</script>';
const HREF = / href="([^"]+)"/;
/** `import "…";` or `import * as name from "…";`: the lines React Router writes. */
const STATIC_IMPORT = /^import\s+(?:\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+)?("[^"\\]+");$/;

/** Waits for the first painted frame; a hidden tab paints nothing, so it does not wait there. */
const AFTER_FIRST_PAINT =
  'await new Promise((go) => { if (document.visibilityState !== "visible") go(); ' +
  'else requestAnimationFrame(() => setTimeout(go)); });';

function preloadTags(hrefs: readonly string[]): string {
  return hrefs
    .map((href) => `<link rel="modulepreload" fetchpriority="low" href="${href}"/>`)
    .join('');
}

/**
 * The module script's code, loading after the first paint; null when a line is not of the form
 * React Router writes (then the script stays as it is).
 */
/** `hrefs` each after the listed chunks it imports (depth first, in the given order otherwise). */
export function leafFirst(hrefs: readonly string[], importsOf: ImportsOf): string[] {
  const listed = new Set(hrefs);
  const placed = new Set<string>();
  const order: string[] = [];
  const visit = (href: string, path: ReadonlySet<string>) => {
    if (placed.has(href) || path.has(href)) return;
    const inner = new Set(path).add(href);
    for (const dependency of importsOf(href) ?? [])
      if (listed.has(dependency)) visit(dependency, inner);
    placed.add(href);
    order.push(href);
  };
  for (const href of hrefs) visit(href, new Set());
  return order;
}

/**
 * React Router reads `sessionStorage` while it creates the router, inside the render that starts
 * hydration. A page's first read of it waits for the browser process to hand the storage over
 * (a synchronous round trip: 2–20 ms on a busy phone, a third of that render in our profiles).
 * Reading it once in a task of its own first takes that wait out of the render.
 */
const WARM_SESSION_STORAGE =
  'try { sessionStorage.getItem(""); } catch {} await new Promise((go) => setTimeout(go));';

/** The entry's `import("…");`, the script's last statement. */
const ENTRY_IMPORT = /^import\(("[^"\\]+")\);$/;

export function codeAfterFirstPaint(
  code: string,
  preloads: readonly string[],
  importsOf?: ImportsOf,
): string | null {
  const lines: string[] = [];
  let imports = 0;
  for (const line of code.split('\n')) {
    const text = line.trim();
    if (/^import\s*["*{\w]/.test(text)) {
      const match = STATIC_IMPORT.exec(text);
      if (!match) return null;
      const [, name, specifier] = match;
      lines.push(
        name ? `const ${name} = await import(${specifier});` : `await import(${specifier});`,
      );
      imports += 1;
    } else {
      lines.push(line);
    }
  }
  if (imports === 0) return null;
  const entry = ENTRY_IMPORT.exec(
    lines
      .filter((line) => line.trim())
      .at(-1)
      ?.trim() ?? '',
  )?.[1];
  const steps =
    importsOf && entry
      ? leafFirst(preloads, importsOf).filter((href) => JSON.stringify(href) !== entry)
      : [];
  const evaluate = steps.length
    ? [
        `for (const href of ${JSON.stringify(steps)}) { await import(href); ` +
          'await new Promise((go) => setTimeout(go)); }',
        WARM_SESSION_STORAGE,
      ]
    : [];
  const preload =
    `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); ` +
    'link.rel = "modulepreload"; link.fetchPriority = "low"; link.href = href; document.head.append(link); }';
  return [AFTER_FIRST_PAINT, preload, ...evaluate, ...lines].join('\n');
}

/** How many characters at the end of `text` could begin one of `markers`, cut by a chunk boundary. */
function pendingPrefixLength(text: string, markers: readonly string[]): number {
  const longest = Math.max(...markers.map((marker) => marker.length)) - 1;
  for (let length = Math.min(longest, text.length); length > 0; length -= 1) {
    const tail = text.slice(-length);
    if (markers.some((marker) => marker.startsWith(tail))) return length;
  }
  return 0;
}

/**
 * The rewrite over a streamed page. A tag cut between two chunks is held back until it is whole;
 * everything else passes at once. Works on bytes as latin1, so multi-byte characters pass through
 * untouched.
 */
export function hydrationAfterPaint(importsOf?: ImportsOf): Transform {
  let pending = '';
  const preloads: string[] = [];

  /** Rewrites what it can of `text`; returns the part to send and the part to hold back. */
  function rewrite(text: string, final: boolean): [string, string] {
    let out = '';
    let at = 0;
    for (;;) {
      const link = text.indexOf(MODULE_PRELOAD, at);
      const script = text.indexOf(SCRIPT, at);
      const next = link === -1 ? script : script === -1 ? link : Math.min(link, script);
      if (next === -1) {
        const hold = final ? 0 : pendingPrefixLength(text.slice(at), [MODULE_PRELOAD, SCRIPT]);
        return [out + text.slice(at, text.length - hold), text.slice(text.length - hold)];
      }
      out += text.slice(at, next);
      const openEnd = text.indexOf('>', next);
      if (openEnd === -1) return final ? [out + text.slice(next), ''] : [out, text.slice(next)];
      const open = text.slice(next, openEnd + 1);
      if (next === link) {
        const href = HREF.exec(open)?.[1];
        if (href) preloads.push(href);
        else out += open;
        at = openEnd + 1;
        continue;
      }
      if (!/\stype="module"/.test(open) || /\ssrc=/.test(open)) {
        out += open;
        at = openEnd + 1;
        continue;
      }
      const close = text.indexOf(SCRIPT_END, openEnd);
      if (close === -1) return final ? [out + text.slice(next), ''] : [out, text.slice(next)];
      const code = text.slice(openEnd + 1, close);
      const deferred = codeAfterFirstPaint(code, preloads, importsOf);
      out += deferred === null ? preloadTags(preloads) + open + code : open + deferred;
      out += SCRIPT_END;
      preloads.length = 0;
      at = close + SCRIPT_END.length;
    }
  }

  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
      const [send, hold] = rewrite(pending + bytes.toString('latin1'), false);
      pending = hold;
      callback(null, Buffer.from(send, 'latin1'));
    },
    flush(callback) {
      const [send] = rewrite(pending, true);
      // Preloads whose module script never came are written back where the page ends.
      callback(null, Buffer.from(send + preloadTags(preloads.splice(0)), 'latin1'));
    },
  });
}
