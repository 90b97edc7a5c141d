import * as React from 'react';

/** A mouse or a pen: pointers that hover, unlike a finger on a touch screen. */
export const isMouseLike = (event: PointerEvent) => event.pointerType === 'mouse' || event.pointerType === 'pen';

/**
 * Renders its children once a mouse (or pen) first moves over the page. For client-only decoration
 * that follows the mouse, whose code (loaded with React.lazy) no one needs before that: not a phone,
 * a keyboard user or a crawler, and not the first load of any page. The server never renders it, so
 * hydration is unaffected.
 */
export function AfterMouseMoves({ children }: { children: React.ReactNode }) {
  const [moved, setMoved] = React.useState(false);
  React.useEffect(() => {
    if (moved) return undefined;
    const onMove = (event: PointerEvent) => isMouseLike(event) && setMoved(true);
    window.addEventListener('pointermove', onMove, { passive: true });
    return () => window.removeEventListener('pointermove', onMove);
  }, [moved]);
  return moved ? <React.Suspense fallback={null}>{children}</React.Suspense> : null;
}
