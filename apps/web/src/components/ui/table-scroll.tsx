import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Which sides of a scroller hide more of its content. */
type Hidden = { start: boolean; end: boolean };

/**
 * The box every table sits in: a table wider than the screen scrolls sideways inside it rather
 * than breaking words or widening the page. Its first column stays put (`.table-scroll` in
 * pages.css), and a shadow on each side that hides columns says there is more to see. While it
 * scrolls it takes the keyboard's focus, so the arrow keys reach the hidden columns.
 */
export function TableScroll({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<Hidden>({ start: false, end: false });
  useLayoutEffect(() => {
    const scroller = ref.current;
    if (!scroller) return;
    const measure = () => {
      const start = scroller.scrollLeft > 1;
      const end = scroller.scrollLeft + scroller.clientWidth < scroller.scrollWidth - 1;
      setHidden((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    measure();
    scroller.addEventListener('scroll', measure, { passive: true });
    // The browsers the app supports all have it; the test DOM does not.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(scroller);
    if (scroller.firstElementChild) resized?.observe(scroller.firstElementChild);
    return () => {
      scroller.removeEventListener('scroll', measure);
      resized?.disconnect();
    };
  }, []);
  const scrolls = hidden.start || hidden.end;
  return (
    <div
      className={className ? `table-scroll ${className}` : 'table-scroll'}
      data-hidden-start={hidden.start || undefined}
      data-hidden-end={hidden.end || undefined}
    >
      <div className="table-scroll__port" ref={ref} tabIndex={scrolls ? 0 : undefined}>
        {children}
      </div>
    </div>
  );
}
