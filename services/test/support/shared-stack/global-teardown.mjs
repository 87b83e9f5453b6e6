// jest globalTeardown of the services: stops the run's shared stack (it would also exit once jest is gone).
export default function globalTeardown() {
  globalThis.forgeSharedStack?.kill('SIGTERM');
}
