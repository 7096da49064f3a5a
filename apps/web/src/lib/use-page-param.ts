import { useSearchParams } from 'react-router';

/** The page of a list the route shows, from its `page` search parameter (1 when absent or not a number), and a way to go to another. */
export function usePageParam(): [page: number, goToPage: (page: number) => void] {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  return [page, (target) => setSearch({ page: String(target) })];
}
