/**
 * Styles of a part of the page loaded on demand (the consent banner, the site search), added with
 * that part's code. Gatsby puts every imported style sheet into the one inlined in each page's
 * <head>, so importing them would make every first load carry them; imported as text
 * (`!!raw-loader!./x.css`, src/app/raw-loader.d.ts) and added here, they come with the chunk instead.
 */
export function addLazyStyles(id: string, css: string): void {
  if (typeof document === 'undefined' || document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  document.head.appendChild(style);
}
