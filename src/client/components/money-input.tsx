import type { ComponentProps } from 'react';
import { formatMoneyInput, parseMoneyInput, toMoneyInput } from '@/shared/format/money';
import { Input } from '@/client/components/ui/input';

type MoneyInputProps = Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'type'> & {
  /** The amount kept: digits, and cents when typed ("286735.09"), as a string. */
  value: string | number | null | undefined;
  onChange: (digits: string) => void;
};

/**
 * Shows "$1,234,567" as the adviser types and keeps the amount without the dollar sign and commas
 * (specification section 5); cents typed are kept and shown ("$286,735.09"), whole dollars show none.
 */
export function MoneyInput({ value, onChange, ...props }: MoneyInputProps) {
  const digits = typeof value === 'number' ? toMoneyInput(value) : parseMoneyInput(value ?? '');
  return (
    <Input
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      placeholder={props.placeholder ?? '$0'}
      value={formatMoneyInput(digits)}
      onChange={(event) => onChange(parseMoneyInput(event.target.value))}
    />
  );
}
