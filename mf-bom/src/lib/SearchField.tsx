import { Field, Input } from '@forge/shell-sdk';

/** A labelled search box (the parts list's and the results filters'). */
export function SearchField({ label, placeholder, value, onChange, maxW }: { label: string; placeholder: string; value: string; onChange: (value: string) => void; maxW?: string }) {
  return (
    <Field.Root maxW={maxW}>
      <Field.Label>{label}</Field.Label>
      <Input type="search" placeholder={placeholder} value={value} onChange={(event) => onChange(event.target.value)} />
    </Field.Root>
  );
}
