import {
  createContext,
  type ReactNode,
  Suspense,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';

/*
 * The page keeps living while the frame around it changes (decision 070). Resizing across the phone width swaps
 * the desktop frame for the phone's (docs/product.md §2); a page rendered inside each frame would be a new page
 * each time, its half-filled form, open dialog and wizard step gone. So the app's layout renders the page once,
 * into an element of its own, and each frame only gives that element a place (<PageSlot />): a swap moves the
 * page's DOM from one frame to the other, and React keeps the page's state because the page's place in the
 * tree never changes. Changes when a frame needs the page somewhere other than one slot.
 */

interface PageHost {
  /** Puts the page in `slot`; the returned function takes it out again, remembering the scroll and focus. */
  attach(slot: HTMLElement): () => void;
}

const PageHostContext = createContext<PageHost | null>(null);

/** Where the page goes in a frame: in its main region. */
export function PageSlot() {
  const host = useContext(PageHostContext);
  const slot = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!host || !slot.current) return;
    return host.attach(slot.current);
  }, [host]);
  if (!host) throw new Error('PageSlot needs a PageHostProvider above it');
  return <div ref={slot} className="contents" />;
}

/**
 * Renders `page` once, into whichever frame below holds a <PageSlot />. Until the first frame shows, the page
 * waits unrendered (as it did inside the frame), so it never mounts in a detached element on first load.
 */
export function PageHostProvider({ page, children }: { page: ReactNode; children: ReactNode }) {
  const [element] = useState(() => {
    const div = document.createElement('div');
    div.style.display = 'contents';
    return div;
  });
  const [placed, setPlaced] = useState(false);
  const left = useRef<{ scrollY: number; focused: Element | null } | null>(null);

  const host = useMemo<PageHost>(
    () => ({
      attach(slot) {
        slot.appendChild(element);
        setPlaced(true);
        // Moving an element out of the document blurs it and the shorter page in between loses the scroll.
        const before = left.current;
        left.current = null;
        if (before) {
          window.scrollTo(0, before.scrollY);
          if (before.focused instanceof HTMLElement && element.contains(before.focused)) {
            before.focused.focus({ preventScroll: true });
          }
        }
        return () => {
          left.current = { scrollY: window.scrollY, focused: document.activeElement };
          element.remove();
        };
      },
    }),
    [element],
  );

  return (
    <PageHostContext value={host}>
      {children}
      {/* The frames' Suspense is no longer above the page: a page that suspends waits inside its slot. */}
      {placed && createPortal(<Suspense fallback={null}>{page}</Suspense>, element)}
    </PageHostContext>
  );
}
