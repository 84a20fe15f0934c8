// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  codeAfterFirstPaint,
  hydrationAfterPaint,
  leafFirst,
} from './hydration-after-paint.server';

/** The module script as React Router 7 writes it (route discovery "initial"). */
const moduleCode = [
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-2.js";',
  'import * as route1 from "/assets/home-3.js";',
  '  ',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  '',
  'import("/assets/entry.client-4.js");',
].join('\n');

const page =
  '<!DOCTYPE html><html lang="ru"><head><title>Главная — «ТопливоКарт»</title>' +
  '<link rel="modulepreload" href="/assets/entry.client-4.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root-2.js" nonce="n"/>' +
  '<link rel="stylesheet" href="/assets/root-3.css"/></head><body><p>Текст</p>' +
  '<script nonce="n">window.__reactRouterContext = {"a":1};</script>' +
  `<script nonce="n" type="module" async="">${moduleCode}</script>` +
  '<script nonce="n">window.__reactRouterContext.streamController.close();</script></body></html>';

/** The rewritten script as a function of the browser globals it uses (`import()` as `__import`). */
afterEach(() => vi.unstubAllGlobals());

function runnable(code: string) {
  return new Function(
    'document',
    'window',
    'requestAnimationFrame',
    'setTimeout',
    '__import',
    `return (async () => { ${code.replaceAll('import(', '__import(')} })();`,
  ) as (...args: unknown[]) => Promise<void>;
}

async function streamed(chunks: Buffer[]): Promise<string> {
  const transform = hydrationAfterPaint();
  const out: Buffer[] = [];
  transform.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => transform.on('end', resolve));
  for (const chunk of chunks) transform.write(chunk);
  transform.end();
  await done;
  return Buffer.concat(out).toString('utf8');
}

const moduleScript = (html: string) =>
  /<script nonce="n" type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1];

describe('codeAfterFirstPaint', () => {
  const code =
    codeAfterFirstPaint(moduleCode, ['/assets/entry.client-4.js', '/assets/root-2.js']) ?? '';

  it('waits for the first paint before it adds the preloads and imports anything', () => {
    const wait = code.indexOf('requestAnimationFrame');
    expect(wait).toBeGreaterThan(-1);
    expect(code.indexOf('createElement("link")')).toBeGreaterThan(wait);
    expect(code.indexOf('import(')).toBeGreaterThan(wait);
    expect(code).toContain('["/assets/entry.client-4.js","/assets/root-2.js"]');
  });

  it('imports the same modules in the same order, dynamically, and keeps every other line', () => {
    expect(code).not.toMatch(/^import\s/m);
    const imports = [...code.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1]);
    expect(imports).toEqual([
      '/assets/manifest-1.js',
      '/assets/root-2.js',
      '/assets/home-3.js',
      '/assets/entry.client-4.js',
    ]);
    expect(code).toContain('const route0 = await import("/assets/root-2.js");');
    expect(code).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
    );
  });

  it('runs: the modules are imported after the frame, the route modules bound to their names', async () => {
    const imported: string[] = [];
    const frames: Array<() => void> = [];
    const appended: Array<{ rel: string; href: string }> = [];
    const window: Record<string, unknown> = {};
    const document = {
      visibilityState: 'visible',
      createElement: () => ({ rel: '', href: '', fetchPriority: '' }),
      head: { append: (link: { rel: string; href: string }) => appended.push(link) },
    };
    const run = runnable(code);
    const done = run(
      document,
      window,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => callback(),
      async (specifier: string) => {
        imported.push(specifier);
        return { specifier };
      },
    );
    await Promise.resolve();
    expect(imported).toEqual([]);
    expect(appended).toEqual([]);
    frames.forEach((frame) => frame());
    await done;
    expect(appended.map((link) => [link.rel, link.href])).toEqual([
      ['modulepreload', '/assets/entry.client-4.js'],
      ['modulepreload', '/assets/root-2.js'],
    ]);
    expect(imported).toEqual([
      '/assets/manifest-1.js',
      '/assets/root-2.js',
      '/assets/home-3.js',
      '/assets/entry.client-4.js',
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { specifier: '/assets/root-2.js' },
      'routes/home': { specifier: '/assets/home-3.js' },
    });
  });

  it('gives up on a line it does not know', () => {
    expect(codeAfterFirstPaint('import { a } from "/assets/a.js";\na();', [])).toBeNull();
    expect(codeAfterFirstPaint('console.log(1);', [])).toBeNull();
  });
});

describe('one chunk per task', () => {
  // entry → react-dom → router → react; root → frame → router; home → frame.
  const graph: Record<string, string[]> = {
    '/assets/entry.client-4.js': ['/assets/react-dom-5.js', '/assets/router-6.js'],
    '/assets/react-dom-5.js': ['/assets/router-6.js', '/assets/react-7.js'],
    '/assets/router-6.js': ['/assets/react-7.js'],
    '/assets/react-7.js': [],
    '/assets/root-2.js': ['/assets/frame-8.js'],
    '/assets/frame-8.js': ['/assets/router-6.js', '/assets/react-7.js'],
    '/assets/home-3.js': ['/assets/frame-8.js', '/assets/outside-9.js'],
  };
  const importsOf = (href: string) => graph[href] ?? null;
  const preloads = [
    '/assets/manifest-1.js',
    '/assets/entry.client-4.js',
    '/assets/react-dom-5.js',
    '/assets/root-2.js',
    '/assets/frame-8.js',
    '/assets/router-6.js',
    '/assets/react-7.js',
    '/assets/home-3.js',
  ];

  it('puts every chunk after the listed chunks it imports', () => {
    const order = leafFirst(preloads, importsOf);
    expect([...order].sort()).toEqual([...preloads].sort());
    for (const [href, imports] of Object.entries(graph))
      for (const dependency of imports)
        if (preloads.includes(dependency))
          expect(order.indexOf(dependency)).toBeLessThan(order.indexOf(href));
  });

  it('survives an import cycle', () => {
    const cyclic = (href: string) =>
      href === '/a.js' ? ['/b.js'] : href === '/b.js' ? ['/a.js'] : null;
    expect(leafFirst(['/a.js', '/b.js'], cyclic)).toEqual(['/b.js', '/a.js']);
  });

  it('imports the chunks one per task, leaf first, before the script and never the entry', () => {
    const code = codeAfterFirstPaint(moduleCode, preloads, importsOf) ?? '';
    const steps = JSON.parse(
      /for \(const href of (\[[^\]]*\])\) \{ await import\(href\)/.exec(code)?.[1] ?? '[]',
    ) as string[];
    expect(steps).toEqual(
      leafFirst(preloads, importsOf).filter((href) => href !== '/assets/entry.client-4.js'),
    );
    expect(code).toContain('await import(href); await new Promise((go) => setTimeout(go));');
    expect(code.indexOf('await import(href)')).toBeLessThan(
      code.indexOf('await import("/assets/manifest-1.js")'),
    );
    expect(code.trim().endsWith('import("/assets/entry.client-4.js");')).toBe(true);
  });

  it('runs: each chunk imported in a task of its own, then the script as before', async () => {
    const code = codeAfterFirstPaint(moduleCode, preloads, importsOf) ?? '';
    const log: string[] = [];
    vi.stubGlobal('sessionStorage', { getItem: () => log.push('sessionStorage') });
    const run = runnable(code);
    await run(
      { visibilityState: 'hidden', createElement: () => ({}), head: { append: () => {} } },
      {},
      () => {},
      (callback: () => void) => {
        log.push('task');
        callback();
      },
      async (specifier: string) => {
        log.push(specifier);
        return {};
      },
    );
    const ahead = leafFirst(preloads, importsOf).filter(
      (href) => href !== '/assets/entry.client-4.js',
    );
    expect(log.slice(0, ahead.length * 2)).toEqual(ahead.flatMap((href) => [href, 'task']));
    // Then sessionStorage is read once in a task of its own (React Router reads it in its render).
    expect(log.slice(ahead.length * 2, ahead.length * 2 + 2)).toEqual(['sessionStorage', 'task']);
    expect(log.slice(ahead.length * 2 + 2)).toEqual([
      '/assets/manifest-1.js',
      '/assets/root-2.js',
      '/assets/home-3.js',
      '/assets/entry.client-4.js',
    ]);
  });

  it('imports nothing ahead without the import graph', () => {
    expect(codeAfterFirstPaint(moduleCode, preloads)).not.toContain('await import(href)');
  });
});

describe('hydrationAfterPaint (stream)', () => {
  const bytes = Buffer.from(page, 'utf8');

  it('drops the module preloads and rewrites only the module script', async () => {
    const html = await streamed([bytes]);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-3.css"/>');
    expect(html).toContain('<script nonce="n">window.__reactRouterContext = {"a":1};</script>');
    expect(html).toContain(
      '<script nonce="n">window.__reactRouterContext.streamController.close();</script>',
    );
    expect(moduleScript(html)).toBe(
      codeAfterFirstPaint(moduleCode, ['/assets/entry.client-4.js', '/assets/root-2.js']),
    );
    expect(
      html
        .replace(/<script nonce="n" type="module"[\s\S]*?<\/script>/, '')
        .replace(/<link rel="modulepreload"[^>]*>/g, ''),
    ).toBe(
      page
        .replace(/<script nonce="n" type="module"[\s\S]*?<\/script>/, '')
        .replace(/<link rel="modulepreload"[^>]*>/g, ''),
    );
  });

  it('gives the same page whatever byte a chunk ends on, even inside a tag or a character', async () => {
    const expected = await streamed([bytes]);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await streamed([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected);
    }
  });

  it('copes with a page streamed byte by byte', async () => {
    expect(await streamed([...bytes].map((byte) => Buffer.from([byte])))).toBe(
      await streamed([bytes]),
    );
  });

  it('leaves a module script of another form as it is, its preloads written back before it', async () => {
    const other = page.replace(
      moduleCode,
      'import { start } from "/assets/entry.client-4.js";\nstart();',
    );
    const html = await streamed([Buffer.from(other, 'utf8')]);
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-4.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/root-2.js"/>' +
        '<script nonce="n" type="module" async="">import { start } from "/assets/entry.client-4.js";\nstart();</script>',
    );
  });

  it('passes a page without scripts (HYDRATE=false) through unchanged', async () => {
    const plain =
      '<!DOCTYPE html><html><head><script type="application/ld+json">{"a":"<b"}</script></head><body><p>a</p></body></html>';
    expect(await streamed([Buffer.from(plain, 'utf8')])).toBe(plain);
  });
});
