import { groupByCategory, paths } from '@forge/shell-sdk';
import { capabilityLink, orderForLists, type Capability } from '../catalogue';
import type { MenuItem } from './NavMenu';

/** §2: All, then one link per capability to /manufacturing/{slug}, grouped by category (popular ones first). */
export function capabilityMenuItems(capabilities: Capability[]): MenuItem[] {
  const items: MenuItem[] = [{ kind: 'link', label: 'All capabilities', to: paths.capabilities() }];
  const featured = orderForLists(capabilities).filter((c) => c.featured);
  if (featured.length > 0) {
    items.push({
      kind: 'submenu',
      label: 'Popular capabilities',
      hint: String(featured.length),
      items: featured.map((c) => ({ kind: 'link', ...capabilityLink(c) })),
    });
  }
  for (const group of groupByCategory(capabilities)) {
    items.push({
      kind: 'submenu',
      label: group.category,
      hint: String(group.items.length),
      items: group.items.map((c) => ({ kind: 'link', ...capabilityLink(c) })),
    });
  }
  return items;
}
