/**
 * Finding, while a component hydrates, the HTML the build rendered for it. Components that keep their
 * server HTML until it is wanted (src/lib/StaticIsland.tsx, src/features/forms/lazyForms.tsx) mark
 * their outer element with `serverMark(React.useId())`. React gives a component the same id in the
 * build and while it hydrates that HTML, and an id of another form (lower-case `r` for upper-case `R`)
 * when it renders in the browser alone: a client-side navigation, the draft preview, `gatsby develop`,
 * or a part React chose to render afresh. So the element is found exactly when there is server HTML
 * to keep. Read it on mounting, before React has touched it.
 */
const SERVER_MARK = 'data-server-id';

/** The attribute that marks a component's outer element, spread on it. */
export const serverMark = (id: string) => ({ [SERVER_MARK]: id });

/** The server-rendered element marked with this id, or null where the component renders afresh. */
export function serverElementOf(id: string): Element | null {
  if (typeof document === 'undefined') return null;
  for (const element of document.querySelectorAll(`[${SERVER_MARK}]`)) {
    if (element.getAttribute(SERVER_MARK) === id) return element;
  }
  return null;
}
