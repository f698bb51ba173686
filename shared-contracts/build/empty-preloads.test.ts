import { describe, expect, it } from 'vitest';
import { withoutEmptyPreloads } from './empty-preloads';

describe('withoutEmptyPreloads', () => {
  it('unwraps dynamic imports with nothing to preload and drops the helper once unused', () => {
    const code = 'import{_ as t}from"./preload-helper-CFpRhwpy.js";import{j as s}from"./jsx-runtime-B.js";const a={about:()=>t(()=>import("./AboutPage-BfKzzggW.js"),[],import.meta.url),home:()=>t(()=>import("./HomePage-x.js"),[])};';
    expect(withoutEmptyPreloads(code)).toBe('import{j as s}from"./jsx-runtime-B.js";const a={about:()=>import("./AboutPage-BfKzzggW.js"),home:()=>import("./HomePage-x.js")};');
  });

  it('unwraps an import that picks an export with .then', () => {
    const code = 'import{_ as t}from"./preload-helper-C.js";const[o,{ContentPage:n}]=await Promise.all([e(),t(()=>import("./ContentPage-B.js").then(t=>t.a),[],import.meta.url)]);';
    expect(withoutEmptyPreloads(code)).toBe('const[o,{ContentPage:n}]=await Promise.all([e(),import("./ContentPage-B.js").then(t=>t.a)]);');
  });

  it('unwraps an import followed by several .thens', () => {
    const code = 'import{_ as a}from"./preload-helper-C.js";const f=await a(()=>import("./index-B.js").then(e=>e.a).then(e=>e.IntlMessageFormat),[],import.meta.url);';
    expect(withoutEmptyPreloads(code)).toBe('const f=await import("./index-B.js").then(e=>e.a).then(e=>e.IntlMessageFormat);');
  });

  it('drops the helper when only a local function of the same minified name is called', () => {
    const code = 'import{_ as t}from"./preload-helper-C.js";const a=()=>t(()=>import("./A.js"),[]);function f(t){return t("blocks.step",{n:1})}';
    expect(withoutEmptyPreloads(code)).toBe('const a=()=>import("./A.js");function f(t){return t("blocks.step",{n:1})}');
  });

  it('keeps the helper where a call still preloads something', () => {
    const code = 'import{_ as t}from"./preload-helper-C.js";const a=()=>t(()=>import("./A.js"),[],import.meta.url),b=()=>t(()=>import("./B.js"),["assets/b.css"],import.meta.url);';
    expect(withoutEmptyPreloads(code)).toBe('import{_ as t}from"./preload-helper-C.js";const a=()=>import("./A.js"),b=()=>t(()=>import("./B.js"),["assets/b.css"],import.meta.url);');
  });

  it('leaves a chunk without the helper, and other functions of the same name, alone', () => {
    const plain = 'const t=()=>1;export const x=t(()=>import("./A.js"),[]);';
    expect(withoutEmptyPreloads(plain)).toBe(plain);
    const code = 'import{_ as t}from"./preload-helper-C.js";const a=()=>t(()=>import("./A.js"),[]);o.t(()=>import("./B.js"),[]);';
    expect(withoutEmptyPreloads(code)).toBe('const a=()=>import("./A.js");o.t(()=>import("./B.js"),[]);');
  });
});
