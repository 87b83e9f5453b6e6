import { notify, TOAST_DEFAULT_DURATION_MS, TOAST_HOTKEY, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, TOAST_SWIPE_THRESHOLD_PX, toaster } from './toasts';

describe('toasts (product-spec §4, §9)', () => {
  it('has the spec numbers', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DEFAULT_DURATION_MS).toBe(5000);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    expect(TOAST_HOTKEY).toEqual(['F8']);
  });

  it('keeps at most one toast visible', () => {
    toaster.create({ title: 'first', type: 'info' });
    toaster.create({ title: 'second', type: 'info' });
    toaster.create({ title: 'third', type: 'info' });
    const visible = toaster.getVisibleToasts();
    expect(visible).toHaveLength(1);
    // Later toasts wait their turn instead of stacking.
    expect(visible[0]?.title).toBe('first');
  });
});

describe('notify', () => {
  it('replaces the current toast: the newest message is the one shown', () => {
    toaster.remove();
    notify('info', 'Saved');
    notify('error', 'Could not send', '429: too many requests');
    const visible = toaster.getVisibleToasts();
    expect(visible).toHaveLength(1);
    expect(visible[0]).toMatchObject({ title: 'Could not send', type: 'error' });
  });
});
