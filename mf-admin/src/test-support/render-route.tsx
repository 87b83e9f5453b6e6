import type { AuthContextValue, RemoteRoutesModule } from '@forge/shell-sdk';
import { screen } from '@testing-library/react';
import { renderRoute as renderWithProviders, signedInAs } from '@forge/shell-sdk/testing';
import routes from '../routes';

export { TEST_TOKEN } from '@forge/shell-sdk/testing';

/** Admin pages render as an admin unless a test says otherwise. */
export function renderRoute(module: RemoteRoutesModule, path: string, auth: AuthContextValue = signedInAs('admin')) {
  return renderWithProviders(module, path, auth);
}

/** Opens an admin list page and waits for its table (named as the list is). */
export async function openList(path: string, tableName: string): Promise<HTMLElement> {
  renderRoute(routes, path);
  return screen.findByRole('table', { name: tableName });
}
