/** A path on this site (a Gatsby link); anything else (an anchor, another site) is a plain link. */
export const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');
