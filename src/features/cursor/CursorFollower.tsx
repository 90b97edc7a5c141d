import * as React from 'react';
import { isMouseLike } from '../../lib/AfterMouseMoves';

/** The follower only makes sense with a mouse-like pointer, and moving things are off for people
 * who asked for reduced motion. */
export function cursorFollowerAllowed(matchMedia: (query: string) => { matches: boolean }): boolean {
  return matchMedia('(pointer: fine)').matches && !matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** A soft ring that trails the mouse: pointer-events none, moved with a transform once per frame. */
export function CursorFollower() {
  const [enabled, setEnabled] = React.useState(false);
  const ref = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const update = () => setEnabled(cursorFollowerAllowed(window.matchMedia.bind(window)));
    update();
    const queries = ['(pointer: fine)', '(prefers-reduced-motion: reduce)'].map((q) => window.matchMedia(q));
    queries.forEach((query) => query.addEventListener?.('change', update));
    return () => queries.forEach((query) => query.removeEventListener?.('change', update));
  }, []);

  React.useEffect(() => {
    if (!enabled) return undefined;
    let frame = 0;
    let x = -100;
    let y = -100;
    const draw = () => {
      frame = 0;
      if (ref.current) ref.current.style.transform = `translate3d(${x}px, ${y}px, 0)`;
    };
    const onMove = (event: PointerEvent) => {
      if (!isMouseLike(event)) return;
      x = event.clientX;
      y = event.clientY;
      if (!frame) frame = window.requestAnimationFrame(draw);
    };
    window.addEventListener('pointermove', onMove, { passive: true });
    return () => {
      window.removeEventListener('pointermove', onMove);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [enabled]);

  if (!enabled) return null;
  return <div ref={ref} className="cursor-follower" aria-hidden="true" data-testid="cursor-follower" />;
}
