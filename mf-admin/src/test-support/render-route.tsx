import type { AuthContextValue, RemoteRoutesModule } from '@forge/shell-sdk';
import { renderRoute as renderWithProviders, signedInAs } from '@forge/shell-sdk/testing';

export { TEST_TOKEN } from '@forge/shell-sdk/testing';

/** Admin pages render as an admin unless a test says otherwise. */
export function renderRoute(module: RemoteRoutesModule, path: string, auth: AuthContextValue = signedInAs('admin')) {
  return renderWithProviders(module, path, auth);
}
