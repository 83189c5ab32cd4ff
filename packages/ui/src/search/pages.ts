/** A page number, or a gap between the numbers shown. */
export type PageItem = number | 'gap';

/**
 * The page links of a long list: the first and last page, the current one with `around`
 * pages either side, and a gap where pages are left out (a gap never hides a single page).
 */
export function pageItems(current: number, pageCount: number, around = 1): PageItem[] {
  if (pageCount <= 1) return pageCount === 1 ? [1] : [];
  const shown = new Set([1, pageCount]);
  for (let page = current - around; page <= current + around; page++) if (page >= 1 && page <= pageCount) shown.add(page);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}

export const pageCountOf = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));
