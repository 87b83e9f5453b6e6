import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import routes from '../../routes';
import { fakeApiForEachTest } from '../../test-support/fake-api';
import { renderRoute } from '../../test-support/render-route';
import { segments } from './highlight';

const TEXT = 'Acme Precision, Inc. is a machine shop in Dayton, Ohio with 40 employees.';
const span = (words: string) => ({ start: TEXT.indexOf(words), end: TEXT.indexOf(words) + words.length, text: words });
let published: unknown;

fakeApiForEachTest(() => {
  published = null;
  return {
    'POST /api/admin/profile-generator/extract': () => ({
      body: {
        name: { value: 'Acme Precision', evidence: [span('Acme Precision')] },
        city: { value: 'Dayton', evidence: [span('Dayton')] },
        state: { value: 'OH', evidence: [span('Ohio')] },
        capabilities: [{ slug: 'cnc-machining', label: 'CNC Machining', evidence: [span('machine shop')] }],
        certifications: [],
        industries: [],
        employeeRange: { value: '11-50', evidence: [span('40 employees')] },
        yearFounded: null,
        unmappedProcessWords: [],
        suggestedZip: '45402',
      },
    }),
    'POST /api/admin/profile-generator/publish': ({ body }) => {
      published = body;
      return { status: 201, body: { id: 'imp-1', slug: 'acme-precision', name: 'Acme Precision' } };
    },
  };
});

describe('/admin/interactive-generator', () => {
  it('reads pasted text, shows the words each field came from, and publishes the reviewed profile', async () => {
    renderRoute(routes, '/admin/interactive-generator');
    await userEvent.click(await screen.findByRole('textbox', { name: /company text/i }));
    await userEvent.paste(TEXT);
    await userEvent.click(screen.getByRole('button', { name: 'Read profile' }));
    expect(await screen.findByRole('textbox', { name: /company name/i })).toHaveValue('Acme Precision');
    expect(screen.getByText('From: “Ohio”')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /CNC Machining/ })).toBeChecked();
    const marks = screen.getByTestId('source-text').querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent)).toEqual(['Acme Precision', 'machine shop', 'Dayton', 'Ohio', '40 employees']);

    await userEvent.click(screen.getByRole('button', { name: 'Publish supplier' }));
    expect(await screen.findByText(/Published Acme Precision/)).toBeInTheDocument();
    await waitFor(() => expect(published).toMatchObject({ name: 'Acme Precision', address: { city: 'Dayton', state: 'OH', zip: '45402' }, capabilities: ['cnc-machining'], employeeRange: '11-50' }));
  });
});

describe('segments', () => {
  it('cuts the text at every span and marks the active field’s words', () => {
    expect(segments('abcdef', [{ start: 1, end: 3 }], [{ start: 2, end: 3 }])).toEqual([
      { text: 'a', marked: false, active: false },
      { text: 'b', marked: true, active: false },
      { text: 'c', marked: true, active: true },
      { text: 'def', marked: false, active: false },
    ]);
  });
});
