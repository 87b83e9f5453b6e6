import { screen, within } from '@testing-library/react';
import { installFakeApi, renderRoute, type FakeApi } from '@forge/shell-sdk/testing';
import routes from '../../routes';
import { rfqFixture } from '../../test-support/fixtures';
import { emulateScreenWidth } from '../../test-support/media';

let api: FakeApi;
let restoreWidth: () => void = () => undefined;
afterEach(() => {
  restoreWidth();
  api.restore();
});

function serve() {
  const base = rfqFixture();
  const rfq = rfqFixture({ lines: [{ ...base.lines[0]!, revision: 'C' }, base.lines[1]!] });
  api = installFakeApi({ 'GET /api/rfqs/:id': () => ({ body: { rfq } }) });
}

describe('a line made from a part keeps its revision', () => {
  it('shows the revision next to the part number in the table', async () => {
    restoreWidth = emulateScreenWidth(1280);
    serve();
    renderRoute(routes, '/rfq/rfq-1');
    const table = await screen.findByRole('table', { name: 'Line items' }, { timeout: 10_000 });
    const [first, second] = within(table).getAllByTestId('rfq-line');
    expect(first).toHaveTextContent('GB-100 · rev C');
    expect(second).not.toHaveTextContent('rev');
  });

  it('and on the cards of a phone', async () => {
    restoreWidth = emulateScreenWidth(390);
    serve();
    renderRoute(routes, '/rfq/rfq-1');
    const list = await screen.findByRole('list', { name: 'Line items' }, { timeout: 10_000 });
    expect(within(list).getAllByTestId('rfq-line')[0]).toHaveTextContent('GB-100 · rev C');
  });
});
