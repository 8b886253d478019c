import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import classes from './dashboard-shell.module.css';

export interface TabStripProps {
  /** The tab list (Mantine's Tabs.List). */
  children: ReactNode;
  /** The active tab's value: the strip scrolls it into view when it changes. */
  active: string;
  /** True when the active tab is the first one, which is in view as the strip starts. */
  activeIsFirst: boolean;
}

/** Room kept beside a tab scrolled into view, so the edge's arrow and fade never cover it. */
const EDGE_ROOM = 44;

/**
 * One row of tabs that scrolls sideways when it does not fit: by touch, by the keyboard (the focused
 * tab comes into view) and by the arrows at either end. An edge with more tabs beyond it fades and
 * shows an arrow, so a tab cut by the edge never looks like the last one (docs/product.md, Dashboards
 * and admin). The arrows are for pointers only: keyboard users move along the tabs with the arrow keys.
 */
export function TabStrip({ children, active, activeIsFirst }: TabStripProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ before: false, after: false });

  // Measured after layout (ResizeObserver) and on scroll: never a forced layout while the dashboard commits.
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const measure = () => {
      const before = scroller.scrollLeft > 1;
      const after = scroller.scrollLeft + scroller.clientWidth < scroller.scrollWidth - 1;
      setMore((previous) => (previous.before === before && previous.after === after ? previous : { before, after }));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    if (scroller.firstElementChild) observer.observe(scroller.firstElementChild);
    scroller.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      scroller.removeEventListener('scroll', measure);
    };
  }, []);

  // Keep the active tab (e.g. opened from ?tab= or a link) in view. The first tab is in view as the row
  // starts, and measuring it would lay the whole page out in the task that commits the dashboard
  // (docs/quality.md, Lighthouse, late-evening round).
  useEffect(() => {
    if (activeIsFirst) return;
    const scroller = scrollerRef.current;
    const tab = scroller?.querySelector('[role="tab"][aria-selected="true"]');
    if (!scroller || !tab) return;
    const area = scroller.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    if (box.left < area.left + EDGE_ROOM) scroller.scrollLeft -= area.left + EDGE_ROOM - box.left;
    else if (box.right > area.right - EDGE_ROOM) scroller.scrollLeft += box.right - (area.right - EDGE_ROOM);
  }, [active, activeIsFirst]);

  const page = (direction: 1 | -1) => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    scroller.scrollBy({
      left: direction * Math.max(120, scroller.clientWidth * 0.7),
      behavior: smooth ? 'smooth' : 'auto',
    });
  };

  return (
    <div
      className={classes.strip}
      data-more-before={more.before || undefined}
      data-more-after={more.after || undefined}
    >
      <div ref={scrollerRef} className={classes.scroller}>
        {children}
      </div>
      {more.before && (
        <button
          type="button"
          className={classes.edge}
          data-side="before"
          tabIndex={-1}
          aria-hidden
          onClick={() => page(-1)}
        >
          <IconChevronLeft size={18} />
        </button>
      )}
      {more.after && (
        <button
          type="button"
          className={classes.edge}
          data-side="after"
          tabIndex={-1}
          aria-hidden
          onClick={() => page(1)}
        >
          <IconChevronRight size={18} />
        </button>
      )}
    </div>
  );
}
