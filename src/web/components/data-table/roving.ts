/** What the Tab key would stop at inside a row: links, buttons, fields and anything given a tab index. */
const TABBABLE = ['a[href]', 'button', 'input', 'select', 'textarea', '[tabindex]'];
/** Where a control's own tab index is kept while it is out of the tab order ('' for none). */
const KEPT = 'data-rove-tabindex';

/**
 * The table is one tab stop (docs/lists.md, Keyboard): every control in the body's rows leaves the
 * tab order, but those of the focused row, which Tab then reaches (a row's checkbox, link and
 * actions). Rows render controls of every screen, so this works on the DOM rather than on each control.
 */
export function rove(body: HTMLElement, focusedRow: Element | null): void {
  for (const control of body.querySelectorAll<HTMLElement>(TABBABLE.map((t) => `tbody ${t}`).join(', '))) {
    const kept = control.getAttribute(KEPT);
    if (focusedRow?.contains(control)) {
      if (kept === null) continue;
      if (kept === '') control.removeAttribute('tabindex');
      else control.setAttribute('tabindex', kept);
      control.removeAttribute(KEPT);
    } else if (kept === null) {
      control.setAttribute(KEPT, control.getAttribute('tabindex') ?? '');
      control.setAttribute('tabindex', '-1');
    }
  }
}
