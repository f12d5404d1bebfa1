import { useEffect, useState, type ComponentProps } from 'react';
import { formatDate, parseDate } from '@/shared/format/date';
import { Input } from '@/client/components/ui/input';

type DateInputProps = Omit<ComponentProps<typeof Input>, 'value' | 'onChange' | 'type'> & {
  /** The date kept, "YYYY-MM-DD"; '' when empty. */
  value: string | null | undefined;
  onChange: (value: string) => void;
};

/**
 * What the field holds while the text typed is not a date: date-shaped, so the shared schema answers "Not a
 * real date" rather than asking for the API's YYYY-MM-DD, which the adviser never types.
 */
const notADate = '0000-00-00';

/**
 * A date typed as dd/mm/yyyy whatever the browser's language (a native date input follows the browser and
 * shows mm/dd/yyyy in an en-US one). Read with the app's own date parser, so "7/3/85", "07-03-1985" and
 * "7 March 1985" all keep 1985-03-07; it is written back as dd/mm/yyyy when the adviser moves on.
 */
export function DateInput({ value, onChange, onBlur, placeholder = 'dd/mm/yyyy', ...props }: DateInputProps) {
  const [text, setText] = useState(() => formatDate(value));

  // A value set from outside (a reset, an accepted offer) replaces what is shown.
  useEffect(() => {
    setText((current) =>
      value === notADate || (parseDate(current) ?? current.trim()) === (value ?? '')
        ? current
        : formatDate(value),
    );
  }, [value]);

  return (
    <Input
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const trimmed = event.target.value.trim();
        onChange(trimmed === '' ? '' : (parseDate(trimmed) ?? notADate));
      }}
      onBlur={(event) => {
        const date = parseDate(text.trim());
        if (date) setText(formatDate(date));
        onBlur?.(event);
      }}
    />
  );
}
