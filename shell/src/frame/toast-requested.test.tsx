import { act, renderHook } from '@testing-library/react';
import { notify, toaster } from '@forge/shell-sdk';
import { useToastRequested } from './Layout';

describe('the toaster loads with the first toast', () => {
  afterEach(() => act(() => toaster.remove()));

  it('is not wanted while no toast has been shown, and is from the first one on', () => {
    const { result } = renderHook(() => useToastRequested());
    expect(result.current).toBe(false);
    act(() => notify('success', 'Saved'));
    expect(result.current).toBe(true);
  });

  it('is wanted at once when a toast was created before the frame mounted', () => {
    notify('error', 'Could not load');
    const { result } = renderHook(() => useToastRequested());
    expect(result.current).toBe(true);
  });
});
