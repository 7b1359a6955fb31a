// The page's scrolling, stopped while a modal panel covers it (the 375 px menu, the chat on a
// phone). Counted, so that two panels open at once (or closed in either order) never leave the
// page unscrollable, nor give the scrolling back while one of them still covers it.

type Overflow = {overflow: string};

const locks = new WeakMap<Overflow, {count: number; previous: string}>();

/**
 * Stops the page scrolling (`overflow: hidden` on <body>, or on `style` in tests) until the
 * returned function is called; calling it twice releases once.
 */
export function lockPageScroll(style: Overflow = document.body.style): () => void {
  const lock = locks.get(style) ?? {count: 0, previous: style.overflow};
  if (lock.count === 0) {
    lock.previous = style.overflow;
    style.overflow = 'hidden';
  }
  lock.count += 1;
  locks.set(style, lock);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    lock.count -= 1;
    if (lock.count === 0) style.overflow = lock.previous;
  };
}
