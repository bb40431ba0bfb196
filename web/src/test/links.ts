/** The URL a link points at, as the router sees it: path and query (`/products?page=2`). */
export function hrefOf(element: HTMLElement): string {
  const url = new URL(element.getAttribute('href') ?? '', 'http://localhost');
  return url.pathname + url.search;
}
