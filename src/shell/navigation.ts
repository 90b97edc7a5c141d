/** Which header link is the current page's: exact for Home, by section for the others. */
export function isActivePath(pathname: string, to: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (to === '/') return path === '/';
  return path === to || path.startsWith(`${to}/`);
}
