const CONTROL = 'http://127.0.0.1:19999';

/** Stops, starts or redeploys one remote of the e2e stack (see global-setup.ts). */
export async function controlRemote(name: string, action: 'stop' | 'start' | 'redeploy', build?: string) {
  const url = `${CONTROL}/remotes/${name}/${action}${build ? `?build=${encodeURIComponent(build)}` : ''}`;
  const response = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(120_000) });
  if (!response.ok) throw new Error(`control ${action} ${name}: ${await response.text()}`);
}
