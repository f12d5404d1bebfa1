import { AppError } from '@/shared/app-error';
import { fieldDefinition } from '@/shared/field-registry';
import { parseDate } from '@/shared/format/date';
import { parseMobileInput } from '@/shared/format/mobile';
import { toMoneyNumber } from '@/shared/format/money';
import { maskAccountNumber, maskBsb, maskTfn } from '@/server/reading/extract/mask';
import { parseFrequency } from '@/server/reading/extract/values/periods';

const invalid = (message: string) => new AppError('BAD_REQUEST', message);

/**
 * An adviser's value for a canonical key, in the form extraction stores it: amounts as numbers, dates as
 * ISO dates, days as whole numbers, cycles as the registry's words ("Fortnightly" → fortnightly), and
 * account, member, BSB and tax file numbers masked as the pipeline masks them (a full number is never kept).
 * Throws 400 with a message for a value that is not of its kind.
 */
export function parseCorrectedValue(key: string, raw: string | number): string | number {
  const definition = fieldDefinition(key);
  const kind = definition?.kind ?? 'text';
  const text = String(raw).trim();
  switch (kind) {
    case 'money': {
      const amount = typeof raw === 'number' ? raw : toMoneyNumber(text);
      if (amount === null || !Number.isFinite(amount)) throw invalid('Enter an amount, such as 1,234.50');
      return Math.round(amount * 100) / 100;
    }
    case 'percent': {
      const rate = Number(text.replace(/%|p\.?a\.?/gi, '').trim());
      if (!Number.isFinite(rate) || rate < 0 || rate > 100)
        throw invalid('Enter a rate in per cent, such as 6.14');
      return rate;
    }
    case 'date': {
      const date = parseDate(text);
      if (!date) throw invalid('Enter a date as dd/mm/yyyy');
      return date;
    }
    case 'days': {
      const days =
        Number(/\d+/.exec(text)?.[0] ?? NaN) * (/week/i.test(text) ? 7 : /month/i.test(text) ? 30 : 1);
      if (!Number.isInteger(days) || days > 3650) throw invalid('Enter a number of days');
      return days;
    }
    case 'frequency': {
      const options = definition?.options ?? [];
      const frequency = parseFrequency(text);
      if (!frequency || !options.includes(frequency))
        throw invalid(`Enter ${options.slice(0, -1).join(', ')} or ${options.at(-1) ?? ''}`);
      return frequency;
    }
    case 'phone': {
      const digits = parseMobileInput(text);
      if (!digits) throw invalid('Enter a phone number');
      return digits;
    }
    case 'masked-number':
      if (!/\d{3,}/.test(text)) throw invalid('Enter the number (only its last 4 digits are kept)');
      return maskAccountNumber(text);
    case 'bsb':
      if (text.replace(/\D/g, '').length < 3)
        throw invalid('Enter the BSB (only its first 3 digits are kept)');
      return maskBsb(text);
    case 'tfn':
      return maskTfn(text);
    default:
      if (text === '') throw invalid('Enter a value');
      return text;
  }
}
