import type { Plugin } from 'vite';

/**
 * Lets V8 compile React DOM's CommonJS body while the browser streams the file, instead of on the
 * page's main thread when it first runs.
 *
 * The bundler wraps a CommonJS module's body in an arrow function (`e((e=>{…}))`, the runtime's
 * `__commonJSMin`) that runs when the module is first required. V8 compiles a function lazily,
 * when it is first called, unless it is written as `(function(…){…})`, which it takes for a
 * function about to run and compiles with the rest of the file — in the background, as the file
 * streams in. For React DOM (one 200 kB function) the lazy compile was most of a 45–60 ms task of
 * the main thread. The body uses neither `this` nor `arguments` at its top level, so an arrow and a
 * function expression behave the same there.
 *
 * Applies to the named chunks only; a chunk whose wrapper does not look as expected is left as it
 * is (it still works, only compiled lazily).
 */
export function eagerCommonJs(chunkNames: readonly string[]): Plugin {
  return {
    name: 'fuelcard:eager-commonjs',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !chunkNames.includes(output.name)) continue;
        output.code = eagerWrappers(output.code);
      }
    },
  };
}

/** The chunk's CommonJS wrappers as `(function(…){…})`; the code unchanged if it has none. */
export function eagerWrappers(code: string): string {
  // The local name of the runtime's `__commonJSMin` (`import{t as e}from"./rolldown-runtime-….js"`).
  const runtime = /import\{([^}]*)\}from"\.\/rolldown-runtime-[\w-]+\.js"/.exec(code)?.[1] ?? '';
  const helper = /(?:^|,)t as ([A-Za-z_$][\w$]*)(?:,|$)/.exec(runtime)?.[1];
  if (!helper) return code;
  const name = helper.replace(/\$/g, '\\$');
  const param = '[A-Za-z_$][\\w$]*';
  return code
    .replace(new RegExp(`([=,(]${name})\\(\\((${param})=>\\{`, 'g'), '$1((function($2){')
    .replace(
      new RegExp(`([=,(]${name})\\(\\(\\((${param}),(${param})\\)=>\\{`, 'g'),
      '$1((function($2,$3){',
    );
}
