import type { ChildProcess } from 'node:child_process';

export const REMOTES: { name: string; dir: string; port: number }[];
export function portsFor(offset?: number): {
  shell: number;
  api: number;
  worker: number;
  identity: number;
  mongo: number;
  redis: number;
  remotes: Record<string, number>;
};
export function isPortOpen(port: number): Promise<boolean>;
export interface RunningStack {
  ports: ReturnType<typeof portsFor>;
  dataDir: string;
  logDir: string;
  url: string;
  children: { name: string; child: ChildProcess }[];
  stopRemote(name: string): Promise<void>;
  startRemote(name: string): Promise<void>;
  supervisor: { crashesOf(name: string): number };
  stop(): Promise<void>;
}
export function startStack(options?: {
  offset?: number;
  dataDir?: string;
  logDir?: string;
  log?: (message: string) => void;
  env?: NodeJS.ProcessEnv;
}): Promise<RunningStack>;
