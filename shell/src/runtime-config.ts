import { createContext, useContext } from 'react';
import type { RuntimeConfig } from '@forge/shell-sdk';

export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig must be used within RuntimeConfigContext');
  return config;
}
