/** An imported image: its URL, or a data URL where Gatsby inlines it (an image under 10,000 bytes). */
declare module '*.png' {
  const url: string;
  export default url;
}
