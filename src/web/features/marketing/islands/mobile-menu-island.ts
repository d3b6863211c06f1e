/**
 * The landing page's menu: the popover opens and closes without script, but after one of its
 * in-page links (About Us, Contact Us) it would stay open over the section it scrolled to. Plain
 * DOM code, so this island costs a few hundred bytes and no framework.
 */
export function mount(element: HTMLElement): void {
  const menu = element.querySelector<HTMLElement>('[popover]');
  if (!menu || typeof menu.hidePopover !== 'function') return;
  element.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('a[href^="#"]')) return;
    if (menu.matches(':popover-open')) menu.hidePopover();
  });
}
