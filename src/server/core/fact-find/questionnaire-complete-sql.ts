import { sql } from 'drizzle-orm';
import { clients, factFinds } from '@/server/db/schema';

/** `scope` includes any of these areas of advice. */
const scopeHas = (...areas: string[]) =>
  sql.join(
    areas.map((area) => sql`${area} = any(${clients}.scope_of_advice)`),
    sql` or `,
  );

/**
 * True when every questionnaire section the client's scope of advice calls for is complete: the rule of
 * sectionsForScope (src/shared/schemas/questionnaire.ts) in SQL, correlated on clients, for the dashboard's
 * list and figures. Goals always; Retirement planning adds Retirement; Investment or Superannuation advice add
 * Income and Assets; Debt management adds Liabilities; Insurance advice adds Insurance; Investment advice adds
 * Risk Profile.
 */
export const questionnaireCompleteSql = sql<boolean>`coalesce((select ${factFinds}.completed_sections
  from ${factFinds} where ${factFinds}.client_id = ${clients}.id), '{}'::text[]) @> array_remove(array[
    'goals',
    case when ${scopeHas('Retirement planning')} then 'retirement' end,
    case when ${scopeHas('Investment advice', 'Superannuation advice')} then 'income' end,
    case when ${scopeHas('Investment advice', 'Superannuation advice')} then 'assets' end,
    case when ${scopeHas('Debt management')} then 'liabilities' end,
    case when ${scopeHas('Insurance advice')} then 'insurance' end,
    case when ${scopeHas('Investment advice')} then 'risk' end
  ]::text[], null)`;
