/**
 * Puts the keyboard focus back where an action came from, or, when that element is gone or hidden, on the
 * page's title (the screen reader says where the adviser is and Tab continues from the page, never from
 * the document's start).
 */
export function focusBack(target: HTMLElement | null | undefined): void {
  if (target && target !== document.body && target.isConnected) {
    target.focus();
    if (document.activeElement === target) return;
  }
  focusPageTitle();
}

/** The page's title (its h1), or the main region when it has none. */
export function focusPageTitle(): void {
  const main = document.getElementById('main');
  const title = main?.querySelector<HTMLElement>('h1');
  if (title) {
    title.setAttribute('tabindex', '-1');
    title.focus({ preventScroll: true });
  } else main?.focus({ preventScroll: true });
}
