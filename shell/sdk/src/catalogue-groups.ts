/** A catalogue category with its processes (capabilities), in the catalogue's order. */
export interface CategoryGroup<T> {
  category: string;
  categorySlug: string;
  items: T[];
}

/** Groups processes by category, keeping the catalogue's category order (the header menu, the capabilities page). */
export function groupByCategory<T extends { category: string; categorySlug: string }>(processes: T[]): CategoryGroup<T>[] {
  const groups = new Map<string, CategoryGroup<T>>();
  for (const process of processes) {
    let group = groups.get(process.categorySlug);
    if (!group) {
      group = { category: process.category, categorySlug: process.categorySlug, items: [] };
      groups.set(process.categorySlug, group);
    }
    group.items.push(process);
  }
  return [...groups.values()];
}
