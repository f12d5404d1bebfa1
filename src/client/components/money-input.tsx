import type { ComponentProps } from 'react';
import { formatMoneyInput, parseMoneyInput } from '@/shared/format/money';
import { Input } from '@/client/components/ui/input';

type MoneyInputProps = Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'type'> & {
  /** The digits kept (whole dollars), as a string. */
  value: string | number | null | undefined;
  onChange: (digits: string) => void;
};

/** Shows "$1,234,567" as the adviser types and keeps digits only (specification section 5). */
export function MoneyInput({ value, onChange, ...props }: MoneyInputProps) {
  const digits = typeof value === 'number' ? String(Math.round(value)) : parseMoneyInput(value ?? '');
  return (
    <Input
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={props.placeholder ?? '$0'}
      value={formatMoneyInput(digits)}
      onChange={(event) => onChange(parseMoneyInput(event.target.value))}
    />
  );
}
