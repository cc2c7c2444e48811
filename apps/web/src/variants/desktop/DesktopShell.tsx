import { useRef, useState } from 'react';
import { MAIN_CONTENT_ID, SkipLink } from '@/ui/SkipLink';
import { NavigationProgress, useFocusMainOnNavigate } from '../common/navigation';
import { PageSlot } from '../common/page-slot';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

/** Desktop and tablet: a collapsible sidebar (open by default, docs/product.md §2) beside a top bar and the page. */
export function DesktopShell() {
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const main = useRef<HTMLElement>(null);
  useFocusMainOnNavigate(main);

  return (
    <div className="flex min-h-dvh">
      <SkipLink />
      <NavigationProgress />
      <Sidebar open={sidebarOpen} />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar sidebarOpen={sidebarOpen} onToggleSidebar={() => setSidebarOpen((open) => !open)} />
        <main
          ref={main}
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className="flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8 lg:px-10"
        >
          <PageSlot />
        </main>
      </div>
    </div>
  );
}
