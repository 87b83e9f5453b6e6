import { isBlankQuery, parseDiscoverParams, toDiscoverParams } from './query';

describe('discover URL: lead time and order volume', () => {
  it('reads and writes leadDays and volume', () => {
    const state = parseDiscoverParams(new URLSearchParams('q=cnc&leadDays=14&volume=production'));
    expect(state.leadDays).toBe(14);
    expect(state.volume).toBe('production');
    expect(toDiscoverParams(state).toString()).toBe('q=cnc&leadDays=14&volume=production');
  });

  it('drops values the API would refuse', () => {
    const state = parseDiscoverParams(new URLSearchParams('leadDays=0&volume=huge'));
    expect(state.leadDays).toBeUndefined();
    expect(state.volume).toBeUndefined();
    expect(parseDiscoverParams(new URLSearchParams('leadDays=400')).leadDays).toBeUndefined();
  });

  it('a lead-time or volume filter alone is a search, not the start page', () => {
    expect(isBlankQuery(parseDiscoverParams(new URLSearchParams('leadDays=7')))).toBe(false);
    expect(isBlankQuery(parseDiscoverParams(new URLSearchParams('volume=prototype')))).toBe(false);
  });
});
