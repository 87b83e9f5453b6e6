export function redisServerPath(): string | null;
export function ensureRedisInstalled(log?: (message: string) => void): void;
export function freePort(): Promise<number>;
export function startRedis(options: {
  port?: number;
  dir: string;
  appendonly?: boolean;
  password?: string;
  unprivileged?: boolean;
}): Promise<{
  url: string;
  port: number;
  pid: number;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}>;
