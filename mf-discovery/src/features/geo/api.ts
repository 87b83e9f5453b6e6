import type { z } from 'zod';
import { useApi, type RouteResult } from '@forge/shell-sdk';
import { GEO_API, type DrawableCollectionSchema, type DrawableGeometrySchema } from '@forge/shell-sdk/api-contract';

// The answers are the contract's schemas (@forge/contract through the SDK); each read is called by its entry.
export type UsState = RouteResult<typeof GEO_API.listStates>[number];
export type StateDetail = RouteResult<typeof GEO_API.getState>;
export type County = StateDetail['counties'][number];
export type CapabilityCount = StateDetail['topCapabilities'][number];
export type CountyDetail = RouteResult<typeof GEO_API.getStateCounty>;
export type Geometry = z.infer<typeof DrawableGeometrySchema>;
export type FeatureCollection = z.infer<typeof DrawableCollectionSchema>;
export type Feature = FeatureCollection['features'][number];

/** The path parameters of a state (its code, upper-case as the API writes it). */
const stateParams = (code: string) => ({ code: code.toUpperCase() });

export const useStates = () => useApi(GEO_API.listStates);
export const useStateDetail = (code: string | null) =>
  useApi(GEO_API.getState, { params: stateParams(code ?? '') }, { enabled: code !== null });
export const useCountyDetail = (code: string, countySlug: string) =>
  useApi(GEO_API.getStateCounty, { params: { ...stateParams(code), countySlug: countySlug.toLowerCase() } });

type ReadOptions = { enabled?: boolean; meta?: Record<string, unknown> };

export const useStateTopology = (options: ReadOptions = {}) => useApi(GEO_API.listTopologyStates, undefined, options);
export const useCountyTopology = (code: string | null, options: ReadOptions = {}) =>
  useApi(GEO_API.getTopologyCounty, { params: stateParams(code ?? '') }, { ...options, enabled: code !== null && options.enabled !== false });

/** Finds a state by its slug (`new-york`) or code (`NY`), case-insensitively. */
export function findState(states: UsState[] | undefined, slugOrCode: string): UsState | undefined {
  const key = slugOrCode.toLowerCase();
  return states?.find((s) => s.slug === key || s.code.toLowerCase() === key);
}
