import type { ComponentProps } from 'react';
import { formatMobile } from '@/shared/format/mobile';
import { Input } from '@/client/components/ui/input';

type MobileInputProps = Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'type'> & {
  value: string | null | undefined;
  onChange: (display: string) => void;
};

/** Shows 04xx xxx xxx (or xx xxxx xxxx) as the adviser types; the schema stores digits only. */
export function MobileInput({ value, onChange, autoComplete = 'off', ...props }: MobileInputProps) {
  return (
    <Input
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      placeholder={props.placeholder ?? '04xx xxx xxx'}
      value={formatMobile(value ?? '')}
      onChange={(event) => onChange(formatMobile(event.target.value))}
    />
  );
}
