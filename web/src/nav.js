// The scene menu and the pager: the menu lists the scenes by chapter, in reading order (chapters.js), each link
// with its scene's number (the digit keys); the pager under the scene's title names its chapter and links to
// the previous and the next scene of the reading order.
import { neighbours, readingOrder } from './chapters.js';

/**
 * @param {{id: string, nav: string, title: string}[]} scenes  the registry, in number order.
 * @param {Document} doc
 * @returns {{ order: ReturnType<typeof readingOrder>, show: (id: string) => void,
 *   neighbours: (id: string) => ReturnType<typeof neighbours> }}
 */
export function createNav(scenes, doc = document) {
  const nav = doc.getElementById('scene-nav');
  const pager = doc.getElementById('pager');
  const order = readingOrder(scenes);

  /** Marks the sides on which the menu has more links than it shows (style.css fades them). */
  function showOverflow() {
    const left = nav.scrollLeft > 1;
    const right = nav.scrollLeft + nav.clientWidth < nav.scrollWidth - 1;
    const more = left && right ? 'both' : left ? 'left' : right ? 'right' : '';
    if (more) nav.dataset.more = more;
    else delete nav.dataset.more;
  }
  nav.addEventListener('scroll', showOverflow, { passive: true });
  window.addEventListener('resize', showOverflow);

  const link = ({ scene, number }) => {
    const a = doc.createElement('a');
    a.href = `#${scene.id}`;
    a.title = scene.title;
    a.setAttribute('aria-keyshortcuts', String(number)); // typed as digits: 1, …, 9, then 1 0 and on
    const digits = doc.createElement('span');
    digits.className = 'nav-number';
    digits.textContent = String(number);
    a.append(digits, scene.nav);
    return a;
  };
  nav.replaceChildren(...order.flatMap((entry) => {
    const items = [link(entry)];
    if (entry.index === 0) {
      const heading = doc.createElement('span');
      heading.className = 'nav-chapter';
      heading.textContent = entry.chapter;
      items.unshift(heading);
    }
    return items;
  }));

  /** A pager link to `entry` (rel prev or next), or an empty placeholder at either end of the order. */
  const pagerLink = (entry, rel) => {
    if (!entry) {
      const empty = doc.createElement('span');
      empty.className = `pager-${rel}`;
      return empty;
    }
    const a = doc.createElement('a');
    a.href = `#${entry.scene.id}`;
    a.rel = rel;
    a.className = `pager-${rel}`;
    a.setAttribute('aria-keyshortcuts', rel === 'next' ? 'N' : 'P');
    a.title = `${rel === 'next' ? 'next' : 'previous'}: ${entry.scene.title} (key ${rel === 'next' ? 'N' : 'P'})`;
    a.textContent = rel === 'next' ? `${entry.number} ${entry.scene.nav} →` : `← ${entry.number} ${entry.scene.nav}`;
    return a;
  };

  return {
    order,
    neighbours: (id) => neighbours(order, id),

    /** Marks scene `id` as the current one in the menu (scrolled into view) and fills the pager. */
    show(id) {
      for (const a of nav.querySelectorAll('a')) {
        if (a.hash === `#${id}`) {
          a.setAttribute('aria-current', 'page');
          // In a menu that scrolls sideways (a phone), the current scene is in view.
          nav.scrollLeft = Math.max(0, a.offsetLeft - nav.offsetLeft - (nav.clientWidth - a.offsetWidth) / 2);
        } else {
          a.removeAttribute('aria-current');
        }
      }
      showOverflow();
      const { previous, current, next } = neighbours(order, id);
      const where = doc.createElement('span');
      where.className = 'pager-chapter';
      where.textContent = `${current.chapter} · ${current.index + 1} of ${current.size}`;
      pager.replaceChildren(pagerLink(previous, 'prev'), where, pagerLink(next, 'next'));
    },
  };
}
