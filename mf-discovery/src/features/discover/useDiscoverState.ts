import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseDiscoverParams, toDiscoverParams, type DiscoverState } from './query';

/**
 * The discovery query lives in the URL: every change pushes a history entry (so Back undoes it) and any
 * change other than paging returns to page 1.
 */
export function useDiscoverState(): [DiscoverState, (patch: Partial<DiscoverState>) => void, () => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseDiscoverParams(params), [params]);
  const update = useCallback(
    (patch: Partial<DiscoverState>) => {
      const next: DiscoverState = { ...state, ...patch };
      if (!('page' in patch)) next.page = undefined;
      if ('state' in patch && patch.state !== state.state) next.county = undefined;
      if (next.sort === 'distance' && !next.near) next.sort = undefined;
      setParams(toDiscoverParams(next));
    },
    [state, setParams],
  );
  const clear = useCallback(() => {
    setParams(toDiscoverParams({ view: state.view }));
  }, [state.view, setParams]);
  return [state, update, clear];
}
