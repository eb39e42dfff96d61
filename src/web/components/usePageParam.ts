import { useSearchParams, type To } from 'react-router-dom';

/**
 * A page of a section of a screen (its history, its users) kept in its own URL parameter, so
 * that Back and a copied link keep it: the page shown, and where each page lives.
 */
export function usePageParam(name: string): [number, (page: number) => To] {
  const [params] = useSearchParams();
  const page = Number(params.get(name));
  const linkTo = (to: number) => {
    const next = new URLSearchParams(params);
    next.set(name, String(to));
    return { search: `?${next}` };
  };
  return [Number.isInteger(page) && page >= 1 ? page : 1, linkTo];
}
