import { compileRoutes, type CompiledRoute, type RemoteEntry, type RouteDeclaration } from '@forge/shell-sdk';

/** One row of the shell's route table: a path, the remote that serves it, and its guard. */
export interface RouteTableRow extends RouteDeclaration {
  remote: string;
}

/** Product-spec §2 redirects. */
export const REDIRECTS: Record<string, string> = {
  '/search': '/discover',
  '/suppliers': '/discover',
  '/suppliers/chat': '/discover',
  '/bom': '/discover',
  '/directory': '/states',
  '/doss': '/partners/doss',
};

type RouteTable = CompiledRoute<RouteTableRow>[];

/** One table per remote list: the shell server renders many pages from one list (it changes when it is refreshed). */
const tables = new WeakMap<RemoteEntry[], RouteTable>();

/** Built from what the remotes declare: adding a page never needs a shell change. */
export function buildRouteTable(remotes: RemoteEntry[]): RouteTable {
  let table = tables.get(remotes);
  if (!table) {
    const rows: RouteTableRow[] = remotes.flatMap((remote) => remote.routes.map((route) => ({ ...route, remote: remote.name })));
    table = compileRoutes(rows);
    tables.set(remotes, table);
  }
  return table;
}
