import { fireEvent, render, screen } from '@testing-library/react';
import { ForgeUIProvider } from './ui';
import { OptionSelect } from './option-select';

describe('OptionSelect', () => {
  it('lists the placeholder first, then the options, and reports the chosen value', () => {
    const chosen: string[] = [];
    render(
      <ForgeUIProvider>
        <OptionSelect
          aria-label="Kind"
          value=""
          onValueChange={(value) => chosen.push(value)}
          placeholder="All kinds"
          options={[
            { value: 'custom', label: 'Custom part' },
            { value: 'standard', label: 'Standard part' },
          ]}
        />
      </ForgeUIProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Kind' });
    expect([...select.querySelectorAll('option')].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'All kinds'],
      ['custom', 'Custom part'],
      ['standard', 'Standard part'],
    ]);
    fireEvent.change(select, { target: { value: 'standard' } });
    expect(chosen).toEqual(['standard']);
  });
});
