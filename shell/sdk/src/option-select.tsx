/** A native <select> from a list of options: the filters and pickers of the remotes. */
import { NativeSelect, type NativeSelectRootProps } from '@chakra-ui/react';

export interface SelectOption {
  value: string;
  label: string;
}

type OptionSelectProps = Omit<NativeSelectRootProps, 'children' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** A first option with the empty value ("All kinds", "Choose a reason…"). */
  placeholder?: string;
  id?: string;
  'aria-label'?: string;
  'data-testid'?: string;
};

export function OptionSelect({ value, onValueChange, options, placeholder, id, 'aria-label': ariaLabel, 'data-testid': testId, ...rootProps }: OptionSelectProps) {
  return (
    <NativeSelect.Root {...rootProps}>
      <NativeSelect.Field id={id} aria-label={ariaLabel} data-testid={testId} value={value} onChange={(event) => onValueChange(event.currentTarget.value)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
