import { describe, expect, it } from 'vitest';
import { eagerWrappers } from './eager-commonjs';

/** The shape of a minified chunk with CommonJS modules, as the bundler writes React DOM's. */
const chunk =
  'import{t as e}from"./rolldown-runtime-WkwZ5CU-.js";import{n as t}from"./react-C.js";' +
  'var i=e((e=>{var i=t();function f(n){return n+1}e.f=f})),' +
  'a=e(((e,t)=>{function n(){}n(),t.exports=i()}));a();export{a as t};';

describe('eagerWrappers', () => {
  it('writes the CommonJS wrappers as function expressions V8 compiles with the file', () => {
    const out = eagerWrappers(chunk);
    expect(out).toContain('var i=e((function(e){var i=t();');
    expect(out).toContain('a=e((function(e,t){function n(){}');
    expect(out).not.toMatch(/=e\(\(+[\w,]*\)?=>\{/);
    // Inner arrow functions and everything else stay as they are.
    expect(out.replace(/\(function\(e(,t)?\)\{/g, '')).toBe(
      chunk.replace('(e=>{', '').replace('((e,t)=>{', ''),
    );
  });

  it('runs the same: the bodies export what they did', () => {
    const evaluate = (code: string) => {
      const body = code
        .replace(/^import\{t as e\}from"[^"]+";import\{n as t\}from"[^"]+";/, '')
        .replace(/export\{a as t\};$/, 'return a();');
      const commonJs = (factory: (exports: object, module: { exports: object }) => void) => {
        let module: { exports: object } | null = null;
        return () => {
          if (!module) {
            module = { exports: {} };
            factory(module.exports, module);
          }
          return module.exports;
        };
      };
      return new Function('e', 't', body)(commonJs, () => ({})) as { f: (n: number) => number };
    };
    expect(evaluate(eagerWrappers(chunk)).f(1)).toBe(2);
    expect(evaluate(chunk).f(1)).toBe(2);
  });

  it('leaves a chunk without the runtime helper unchanged', () => {
    const other = 'var i=e((e=>{e.x=1}));export{i as t};';
    expect(eagerWrappers(other)).toBe(other);
  });
});
