import { useApi, type MarketplaceStats } from '@forge/shell-sdk';
import { STATS_API } from '@forge/shell-sdk/api-contract';

export type Stats = MarketplaceStats;

export const useStats = () => useApi(STATS_API.get);
