import { Field, Input, Textarea } from '@forge/shell-sdk';

interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'url';
  multiline?: boolean;
  rows?: number;
  maxLength?: number;
  helper?: string;
  autoComplete?: string;
  placeholder?: string;
}

/** A labelled input with its server or client message; the message is announced and linked to the input. */
export function TextField({ name, label, value, onChange, error, required, type = 'text', multiline, rows = 5, maxLength, helper, autoComplete, placeholder }: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {multiline ? (
        <Textarea name={name} rows={rows} value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} bg="white" />
      ) : (
        <Input
          name={name}
          type={type}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete={autoComplete}
          placeholder={placeholder}
          bg="white"
        />
      )}
      {helper && !error && (
        <Field.HelperText>
          {helper}
          {maxLength ? ` (${value.length}/${maxLength})` : ''}
        </Field.HelperText>
      )}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
