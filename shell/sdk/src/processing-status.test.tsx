import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './api';
import { ProcessingDelayedNotice } from './processing-status';
import { installFakeApi, type FakeApi } from './testing/fake-api';
import { ForgeUIProvider } from './ui';

let api: FakeApi;
afterEach(() => api.restore());

function showWith(status: Record<string, unknown>) {
  api = installFakeApi({ 'GET /api/processing/status': () => ({ body: status }) });
  render(
    <ForgeUIProvider>
      <QueryClientProvider client={createQueryClient()}>
        <ProcessingDelayedNotice />
      </QueryClientProvider>
    </ForgeUIProvider>,
  );
}

describe('ProcessingDelayedNotice', () => {
  it('tells the buyer an operator paused processing, not that a worker is missing', async () => {
    showWith({ redis: 'ok', workers: 1, paused: true, delayed: true, message: 'Processing is paused by an operator; your BOM will be processed when it resumes.' });
    const notice = await screen.findByTestId('processing-delayed');
    expect(notice).toHaveTextContent('Processing is paused');
    expect(notice).toHaveTextContent('Processing is paused by an operator; your BOM will be processed when it resumes.');
    expect(notice).not.toHaveTextContent(/worker/i);
  });

  it('says processing is delayed while no worker runs', async () => {
    showWith({ redis: 'ok', workers: 0, paused: false, delayed: true, message: 'No BOM worker is running: uploads wait in the queue and processing is delayed until one is back.' });
    const notice = await screen.findByTestId('processing-delayed');
    expect(notice).toHaveTextContent('Processing is delayed');
    expect(notice).not.toHaveTextContent('paused');
  });
});
