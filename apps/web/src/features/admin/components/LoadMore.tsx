import { Button } from '@/ui/Button';

type PagedList = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: Error | null;
  fetchNextPage: () => Promise<unknown>;
};

/** The next page of a cursor-paged list, on request; a failed page says why and the same button retries it. */
export function LoadMore({ list, label }: { list: PagedList; label: string }) {
  if (!list.hasNextPage) return null;
  return (
    <div className="flex flex-col items-center gap-2">
      {list.isFetchNextPageError && list.error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {list.error.message}
        </p>
      )}
      <Button variant="secondary" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
        {label}
      </Button>
    </div>
  );
}
