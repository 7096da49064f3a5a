import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router';

/** Where each history entry was left, kept across reloads of the tab. */
const POSITIONS_KEY = 'portal:scroll-positions';
/** How long a restored position waits for the page to grow tall enough (lazy code, data). */
const RESTORE_WAIT_MS = 2500;
/** How long a new page's heading is waited for before focus is left where it is. */
const HEADING_WAIT_MS = 5000;
/** Positions kept: enough for a long session's back button, small enough for sessionStorage. */
const MAX_POSITIONS = 100;

const positions = readPositions();

function readPositions(): Map<string, number> {
  try {
    const stored = JSON.parse(sessionStorage.getItem(POSITIONS_KEY) ?? '[]') as unknown;
    return new Map(Array.isArray(stored) ? (stored as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

function writePositions(): void {
  try {
    sessionStorage.setItem(POSITIONS_KEY, JSON.stringify([...positions].slice(-MAX_POSITIONS)));
  } catch {
    // Storage full or blocked: positions are kept for this page's life only.
  }
}

/** The page a path shows, without its language segment: switching language is not a new page. */
export function pageOf(location: Pick<Location, 'pathname'>): string {
  return location.pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '') || '/';
}

/** Stops a pending restore or focus as soon as the person scrolls, types or clicks themselves. */
function onPersonActs(stop: () => void): () => void {
  const events = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  for (const event of events) window.addEventListener(event, stop, { passive: true, once: true });
  return () => {
    for (const event of events) window.removeEventListener(event, stop);
  };
}

/** Scrolls to `y` once the page is tall enough to hold it (its code and data may still be loading). */
function restorePosition(y: number): () => void {
  let frame = 0;
  let isStopped = false;
  const deadline = performance.now() + RESTORE_WAIT_MS;
  const stop = () => {
    isStopped = true;
    cancelAnimationFrame(frame);
  };
  const detach = onPersonActs(stop);
  const attempt = () => {
    if (isStopped) return;
    const room = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, Math.min(y, Math.max(room, 0)));
    if (room >= y || performance.now() > deadline) {
      detach();
      return;
    }
    frame = requestAnimationFrame(attempt);
  };
  attempt();
  return () => {
    stop();
    detach();
  };
}

/** Focus has not been put anywhere by the person or the page since the navigation. */
function isFocusFree(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active.id === 'main-content' || !active.isConnected;
}

/**
 * Moves focus to the new page's main heading when it appears, so a screen reader announces the page and
 * the keyboard continues from its top. Programmatic focus shows no ring to a pointer user
 * (`:focus-visible`), so the heading only looks focused to keyboard users.
 */
function focusHeadingWhenShown(): () => void {
  let timer = 0;
  let observer: MutationObserver | undefined;
  const stop = () => {
    observer?.disconnect();
    window.clearTimeout(timer);
  };
  const detach = onPersonActs(stop);
  const tryFocus = (): boolean => {
    const heading = document.querySelector<HTMLElement>('#main-content h1');
    if (!heading) return false;
    stop();
    detach();
    if (!isFocusFree()) return true;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    return true;
  };
  if (!tryFocus()) {
    observer = new MutationObserver(() => void tryFocus());
    observer.observe(document.body, { childList: true, subtree: true });
    timer = window.setTimeout(() => {
      stop();
      detach();
    }, HEADING_WAIT_MS);
  }
  return () => {
    stop();
    detach();
  };
}

/**
 * Scroll and focus across navigations, as a person expects of pages:
 * - a new page (a link, a step of the order form, a redirect) starts at its top, with focus on its heading;
 * - back and forward return to where the person left that page;
 * - a change of query or language on the same page keeps the position; a `#hash` scrolls to its target.
 */
export function useScrollAndFocus(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<{ key: string; page: string } | null>(null);

  // The position of the entry on screen, recorded as the person scrolls. The entry is the one committed
  // (set below, in the layout phase), so the jump to the top of a new page never counts for the old one.
  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const record = () => {
      const key = shown.current?.key;
      if (key === undefined) return;
      positions.delete(key);
      positions.set(key, window.scrollY);
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', writePositions);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', writePositions);
    };
  }, []);

  // Kept across reloads of the tab with each change of entry.
  useEffect(() => {
    if (location.key) writePositions();
  }, [location.key]);

  useLayoutEffect(() => {
    const previous = shown.current;
    const page = pageOf(location);
    shown.current = { key: location.key, page };
    // The first page of a visit: the browser's own position (a reload keeps it) and focus stand.
    if (!previous) {
      const saved = positions.get(location.key);
      return saved ? restorePosition(saved) : undefined;
    }
    if (previous.key === location.key) return;
    if (navigationType === 'POP') return restorePosition(positions.get(location.key) ?? 0);
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (previous.page === page) return;
    window.scrollTo(0, 0);
    return focusHeadingWhenShown();
  }, [location, navigationType]);
}
