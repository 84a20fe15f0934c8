/** The downloadable documents' sizes in bytes by file name (document-sizes.ts, at build time). */
declare module 'virtual:document-sizes' {
  const sizes: Readonly<Record<string, number>>;
  export default sizes;
}
