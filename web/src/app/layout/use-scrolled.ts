import { useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/first-paint';

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
    const cancelFirstReading = afterNextPaint(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelFirstReading();
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return scrolled;
}
