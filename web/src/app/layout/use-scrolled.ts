import { useEffect, useState } from 'react';

/**
 * True once the window has scrolled more than `threshold` px, updated on each scroll event. False
 * on the server, while hydrating and in the first render. The first reading is taken after the
 * next painted frame, when the layout is clean: reading `scrollY` right after React's commit
 * would force a layout inside that task, and on a server-rendered page that made hydration's last
 * task about 9 ms longer (issue 12, Total Blocking Time).
 */
export function useScrolled(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    let timer: ReturnType<typeof setTimeout> | undefined;
    // rAF runs just before the next frame is painted; the timeout runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(update, 0);
    });
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return scrolled;
}
