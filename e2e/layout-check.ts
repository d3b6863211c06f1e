import type { Page } from 'playwright-core';

/**
 * What the layout test looks for on one screen, measured in the browser:
 * - the page itself scrolls sideways (documentElement.scrollWidth > innerWidth);
 * - a visible element whose box reaches past the viewport's left or right edge, unless an ancestor
 *   that clips or scrolls (overflow other than visible), itself inside the viewport, contains it:
 *   a wide table in its own scroll container is fine, a table that widens the page is not;
 * - with `tablesFit` (desktop widths): a table whose own scroll container has to scroll, i.e. a
 *   column that can only be reached by scrolling sideways.
 * Each problem names the element by a CSS path and its text, so a failure says what to fix.
 */
export interface LayoutProblem {
  kind: 'page scrolls sideways' | 'element past the viewport' | 'table scrolls sideways';
  selector: string;
  text: string;
  detail: string;
}

export function layoutProblems(page: Page, options: { tablesFit: boolean }): Promise<LayoutProblem[]> {
  return page.evaluate(({ tablesFit }) => {
    const width = window.innerWidth;
    const slack = 1; // sub-pixel rounding
    const describe = (el: Element): string => {
      const parts: string[] = [];
      for (let node: Element | null = el; node && node !== document.body && parts.length < 4; node = node.parentElement) {
        let part = node.tagName.toLowerCase();
        if (node.id) part += `#${node.id}`;
        const label = node.getAttribute('aria-label') ?? node.getAttribute('data-testid');
        if (label) part += `[${node.hasAttribute('aria-label') ? 'aria-label' : 'data-testid'}="${label}"]`;
        const classes = [...node.classList].slice(0, 3);
        if (classes.length) part += `.${classes.join('.')}`;
        parts.unshift(part);
      }
      return parts.join(' > ');
    };
    const textOf = (el: Element) => ((el as HTMLElement).innerText ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
    const problems: LayoutProblem[] = [];

    const root = document.documentElement;
    if (root.scrollWidth > width + slack) {
      problems.push({ kind: 'page scrolls sideways', selector: 'html', text: '', detail: `scrollWidth ${root.scrollWidth} > innerWidth ${width}` });
    }

    // Whether an ancestor that clips or scrolls (overflow other than visible) and is itself on screen
    // holds the element: what sticks out of it is hidden or reached by scrolling that ancestor. A
    // clipping ancestor that is itself off screen does not count (it is reported in its own right);
    // the walk stops at a fixed-position ancestor, which no scroll container around it holds.
    const clipsInsideViewport = (el: Element): boolean => {
      for (let a = el.parentElement; a && a !== document.documentElement && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX !== 'visible') {
          const box = a.getBoundingClientRect();
          if (box.left >= -slack && box.right <= width + slack) return true;
        }
        if (style.position === 'fixed') return false;
      }
      return false;
    };

    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      // Screen-reader-only text and collapsed elements have no visible box.
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.left >= -slack && box.right <= width + slack) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.opacity === '0') continue;
      if (clipsInsideViewport(el)) continue;
      // Report the outermost offender only: its children would repeat it.
      const parent = el.parentElement;
      if (parent && parent !== document.body) {
        const p = parent.getBoundingClientRect();
        if ((p.left < -slack || p.right > width + slack) && !clipsInsideViewport(parent) && p.width > 1) continue;
      }
      problems.push({
        kind: 'element past the viewport',
        selector: describe(el),
        text: textOf(el),
        detail: `left ${Math.round(box.left)}, right ${Math.round(box.right)} in a ${width}px viewport`,
      });
    }

    if (tablesFit) {
      for (const scroller of document.querySelectorAll('[data-table-scroll]')) {
        if (scroller.scrollWidth > scroller.clientWidth + slack && scroller.getBoundingClientRect().width > 0) {
          const table = scroller.querySelector('table');
          const heads = table
            ? [...table.querySelectorAll('thead th')].map((th) => `${textOf(th) || '(blank)'} ${Math.round(th.getBoundingClientRect().width)}px`).join(' | ')
            : '';
          problems.push({
            kind: 'table scrolls sideways',
            selector: describe(table ?? scroller),
            text: heads,
            detail: `scrollWidth ${scroller.scrollWidth} > clientWidth ${scroller.clientWidth}`,
          });
        }
      }
    }
    return problems;
  }, options);
}

export function formatProblems(where: string, problems: readonly LayoutProblem[]): string {
  return problems.map((p) => `${where}: ${p.kind}: ${p.selector}${p.text ? ` "${p.text}"` : ''} (${p.detail})`).join('\n');
}
