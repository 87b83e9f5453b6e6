import { lazy } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { OptionalWidget } from './OptionalWidget';

describe('OptionalWidget', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the widget once its code has loaded', async () => {
    const Bell = lazy(async () => ({ default: () => <button type="button">Notifications</button> }));
    render(
      <OptionalWidget name="The bell">
        <Bell />
      </OptionalWidget>,
    );
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('leaves out a widget whose code fails to load, and keeps the rest of the frame', async () => {
    const Inbox = lazy(() => Promise.reject(new Error('Loading chunk 719 failed.')));
    render(
      <header>
        <OptionalWidget name="The RFQ inbox link">
          <Inbox />
        </OptionalWidget>
        <button type="button">account menu</button>
      </header>,
    );
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('The RFQ inbox link is unavailable', expect.any(Error), expect.anything()));
    expect(screen.getByRole('banner').textContent).toBe('account menu');
  });
});
