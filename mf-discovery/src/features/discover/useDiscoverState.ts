import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseDiscoverParams, toDiscoverParams, type DiscoverState } from './query';

/**
 * The discovery query lives in the URL: every change pushes a history entry (so Back undoes it) and any
 * change other than paging returns to page 1.
 */
export function useDiscoverState(): [DiscoverState, (patch: Partial<DiscoverState>) => void, () => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseDiscoverParams(params), [params]);
  // Two changes before the next render (quick clicks) must build on each other, not on the last render.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [params]);
  const update = useCallback(
    (patch: Partial<DiscoverState>) => {
      const base = pending.current ? parseDiscoverParams(pending.current) : state;
      const next: DiscoverState = { ...base, ...patch };
      if (!('page' in patch)) next.page = undefined;
      if ('state' in patch && patch.state !== base.state && !patch.county) next.county = undefined;
      if (next.sort === 'distance' && !next.near) next.sort = undefined;
      const nextParams = toDiscoverParams(next);
      pending.current = nextParams;
      setParams(nextParams);
    },
    [state, setParams],
  );
  const clear = useCallback(() => {
    setParams(toDiscoverParams({ view: state.view }));
  }, [state.view, setParams]);
  return [state, update, clear];
}
