// The public surface of features/geo: what pages and other features may import (lint: forge/feature-zones).
export { useCountyDetail, useCountyTopology, useStateDetail, useStateTopology, useStates } from './api';
export { useIslandMap } from './island-map';
export type { County, FeatureCollection, UsState } from './api';
export type { MapTopology } from './island-map';
export { ChoroplethMap } from './components/ChoroplethMap';
export type { MapDot } from './components/ChoroplethMap';
export { CountBars } from './components/CountBars';
export { CountiesListView } from './components/CountiesListView';
export { PlaceList } from './components/StateList';
export { StateResolver } from './components/StateResolver';
export { TopCapabilities } from './components/TopCapabilities';
export { countyDisplayName, countyKindPlural } from './names';
export { projectRegion, projectUsStates } from './projection';
