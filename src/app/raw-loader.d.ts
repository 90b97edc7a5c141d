/** `!!raw-loader!file`: the file's text as a string (used for the consent banner's CSS, which is added
 * to the page with the banner's lazily loaded code instead of going into the site's inlined CSS). */
declare module '!!raw-loader!*' {
  const text: string;
  export default text;
}
