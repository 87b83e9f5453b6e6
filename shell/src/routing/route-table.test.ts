import type { RemoteEntry } from '@forge/shell-sdk';
import { buildRouteTable } from './route-table';

const remote = (name: string, path: string): RemoteEntry => ({
  name,
  entry: `http://localhost/${name}/mf-manifest.json`,
  routes: [{ path, page: 'home', guard: 'public' }],
  available: true,
});
const rowsOf = (table: ReturnType<typeof buildRouteTable>) => table.map(({ route }) => [route.remote, route.path]);

describe('buildRouteTable', () => {
  it('builds one table per remote list, and a new one for a new list', () => {
    const list = [remote('mf_content', '/'), remote('mf_discovery', '/states')];
    const table = buildRouteTable(list);
    expect(rowsOf(table)).toEqual(expect.arrayContaining([['mf_content', '/'], ['mf_discovery', '/states']]));
    expect(buildRouteTable(list)).toBe(table);
    const refreshed = [...list, remote('mf_rfq', '/rfqs')];
    expect(buildRouteTable(refreshed)).not.toBe(table);
    expect(rowsOf(buildRouteTable(refreshed))).toContainEqual(['mf_rfq', '/rfqs']);
  });
});
