import type * as React from 'react';

/**
 * The signs that a visitor is about to use something, as React props to spread on it: a pointer over
 * it, focus, a touch. Code that the thing needs is fetched on them, ahead of the click. `delegated`
 * hears them for each descendant the pointer moves over (a link inside a block), where the default
 * hears the pointer once, as it enters the element. (The deferred forms listen on the window instead,
 * src/features/forms/lazyForms.tsx: React hears nothing inside HTML it has not hydrated.)
 */
export function intentHandlers(onIntent: (event: React.SyntheticEvent) => void, { delegated = false } = {}) {
  return delegated
    ? { onPointerOver: onIntent, onFocus: onIntent, onTouchStart: onIntent }
    : { onPointerEnter: onIntent, onFocus: onIntent, onTouchStart: onIntent };
}
