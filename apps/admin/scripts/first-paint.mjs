import { build } from 'esbuild';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** @typedef {{ [key: string]: string | Texts }} Texts */
/**
 * The console's first paint and first load (issue 26 §9), as a Vite plugin:
 *
 * - `virtual:console-first-load-texts`: the only texts the first load carries — what the login,
 *   its second step and the frame's providers show. Every other text loads with the dashboard
 *   (loadDashboardTexts), so the login's JavaScript does not carry the whole console's catalogue.
 * - index.html's `{{t:key}}` placeholders become catalogue texts (HTML-escaped; an unknown key
 *   fails the build), so the static first paint has no text of its own.
 * - The stylesheets Vite links in the head move to the end of the body: the first paint (styled
 *   by index.html's own small <style>) shows as soon as the HTML is there instead of waiting for
 *   every stylesheet. The module script still runs only once they have loaded (a parser-inserted
 *   stylesheet blocks scripts), so React never renders unstyled.
 */
/**
 * The catalogue sections the first load picks from. The catalogue is TypeScript and Vite loads
 * this file's imports with Node, so esbuild bundles them first.
 */
/** @returns {Promise<Record<string, Texts>>} */
async function loadCatalogue() {
  const result = await build({
    stdin: {
      contents: [
        "export { common } from '@fuelcard/i18n/catalogue/ru/common';",
        "export { adminConsole } from '@fuelcard/i18n/catalogue/ru/admin-console';",
        "export { adminSecurityFirst } from '@fuelcard/i18n/catalogue/ru/admin-security';",
        "export { adminSession } from '@fuelcard/i18n/catalogue/ru/admin-session';",
      ].join('\n'),
      resolveDir: dirname(fileURLToPath(import.meta.url)),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text ?? '';
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/** What the login, its second step and the frame's providers show: the first load's texts. */
/** @returns {Promise<Texts>} */
export async function firstLoadTexts() {
  const { common, adminConsole, adminSecurityFirst, adminSession } = await loadCatalogue();
  /** @param {Texts | undefined} section @param {string} key */
  const pick = (section, key) => {
    const value = section?.[key];
    if (value === undefined) throw new Error(`The catalogue has no ${key} for the first load`);
    return value;
  };
  return {
    common: { brand: pick(common, 'brand') },
    admin: {
      brand: pick(adminConsole, 'brand'),
      toast: pick(adminConsole, 'toast'),
      // The login's password field has the show/hide button of every password field.
      password: {
        show: pick(/** @type {Texts} */ (pick(adminConsole, 'password')), 'show'),
        hide: pick(/** @type {Texts} */ (pick(adminConsole, 'password')), 'hide'),
      },
      login: pick(adminSession, 'login'),
      loading: pick(adminSession, 'loading'),
      noscript: pick(adminSession, 'noscript'),
      security: { login: pick(adminSecurityFirst, 'login') },
    },
  };
}

/** A text of the first load, by its dotted key. */
/** @param {Texts} texts @param {string} key @returns {string} */
function textOf(texts, key) {
  /** @type {unknown} */
  let node = texts;
  for (const part of key.split('.'))
    node = typeof node === 'object' && node !== null ? node[part] : undefined;
  if (typeof node !== 'string')
    throw new Error(`index.html asks for ${key}, which is not a first-load text`);
  return node;
}

/** @type {Record<string, string>} */
const ESCAPES = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** @param {string} text */
export function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** index.html with its `{{t:key}}` placeholders filled in. */
/** @param {string} html @param {Texts} texts */
export function fillTexts(html, texts) {
  return html.replace(/\{\{t:([\w.]+)\}\}/g, (_placeholder, key) => escapeHtml(textOf(texts, key)));
}

/** The head's stylesheet links moved to just before </body>. */
/** @param {string} html */
export function stylesheetsAfterContent(html) {
  /** @type {string[]} */
  const links = [];
  const [head = '', rest = ''] = html.split('</head>');
  const headWithout = head.replace(/\n?\s*<link rel="stylesheet"[^>]*>/g, (link) => {
    links.push(link.trim());
    return '';
  });
  if (links.length === 0) return html;
  return `${headWithout}</head>${rest.replace('</body>', `  ${links.join('\n    ')}\n  </body>`)}`;
}

const VIRTUAL_ID = 'virtual:console-first-load-texts';

/** @returns {import('vite').Plugin} */
export function consoleFirstPaint() {
  /** @type {Promise<Texts> | undefined} */
  let texts;
  const loaded = () => (texts ??= firstLoadTexts());
  return {
    name: 'console-first-paint',
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
    load: async (id) =>
      id === `\0${VIRTUAL_ID}` ? `export default ${JSON.stringify(await loaded())};` : undefined,
    transformIndexHtml: {
      order: 'post',
      handler: async (html) => stylesheetsAfterContent(fillTexts(html, await loaded())),
    },
  };
}
