/** `!!raw-loader!file`: the file's text as a string (the consent banner's and the site search's CSS,
 * added to the page with their lazily loaded code instead of going into the site's inlined CSS:
 * src/lib/lazyStyles.ts). */
declare module '!!raw-loader!*' {
  const text: string;
  export default text;
}
