import { useWatch } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { formatMoney } from '@/shared/format/money';
import {
  agePensionExpectations,
  businessStructures,
  cashFlowExpenseKeys,
  cashFlowIncomeKeys,
  cashFlowLabels,
  retirementLifestyleOptions,
} from '@/shared/schemas/questionnaire';
import { toOptions } from '@/client/lib/option-labels';
import { MoneyControl, SelectControl, TextAreaControl, TextControl } from '@/client/components/form-controls';
import { Checkbox } from '@/client/components/ui/checkbox';
import { Label } from '@/client/components/ui/label';
import { fieldsOf, type QuestionnaireForm } from './questionnaire-form';

function Group({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <section className="space-y-4">
      <div>
        <h3 className="font-semibold">{title}</h3>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

export function GoalsTab({ form }: { form: QuestionnaireForm }) {
  const common = fieldsOf(form);
  return (
    <div className="space-y-8">
      <Group title="Retirement" description="When and how the client would like to retire.">
        <TextControl
          {...common}
          name="answers.retirementAge"
          label="Preferred Retirement Age"
          placeholder="e.g. 60"
        />
        <SelectControl
          {...common}
          name="answers.retirementLifestyle"
          label="Retirement Lifestyle"
          options={toOptions(retirementLifestyleOptions)}
        />
        <MoneyControl {...common} name="answers.retirementIncome" label="Retirement Income Wanted (a year)" />
      </Group>
      <Group
        title="Other goals"
        description="Each answer also appears in the Fact Find's goals, where a target amount and date can be added."
      >
        <TextAreaControl
          {...common}
          name="answers.educationGoals"
          label="Education Goals"
          placeholder="e.g. private secondary school for two children from 2028"
        />
        <TextAreaControl
          {...common}
          name="answers.propertyGoals"
          label="Property Goals"
          placeholder="e.g. buy an investment unit within five years"
        />
        <TextAreaControl
          {...common}
          name="answers.travelPlans"
          label="Travel Plans"
          placeholder="e.g. six months in Europe after retiring"
        />
      </Group>
    </div>
  );
}

export function RetirementTab({ form }: { form: QuestionnaireForm }) {
  const common = fieldsOf(form);
  return (
    <div className="space-y-8">
      <Group title="Timing and needs">
        <TextControl
          {...common}
          name="answers.retirementAge"
          label="Client Retirement Age"
          placeholder="e.g. 60"
        />
        <TextControl
          {...common}
          name="answers.partnerRetirementAge"
          label="Partner Retirement Age"
          placeholder="e.g. 62"
        />
        <MoneyControl {...common} name="answers.retirementIncome" label="Retirement Income Wanted (a year)" />
        <MoneyControl
          {...common}
          name="answers.retirementLumpSum"
          label="Lump Sum Needed at Retirement"
          hint="For example to clear debts, renovate or travel."
        />
        <SelectControl
          {...common}
          name="answers.agePensionExpectation"
          label="Age Pension Expectation"
          options={toOptions(agePensionExpectations, {
            full: 'Full Age Pension',
            part: 'Part Age Pension',
            none: 'No Age Pension',
            unsure: 'Not sure',
          })}
        />
      </Group>
      <Group title="Plans">
        <TextAreaControl
          {...common}
          name="answers.transitionToRetirement"
          label="Transition to Retirement"
          placeholder="e.g. move to three days a week at 58"
        />
        <TextAreaControl
          {...common}
          name="answers.downsizingPlans"
          label="Downsizing"
          placeholder="e.g. sell the family home and buy a smaller one on the coast"
        />
        <TextAreaControl
          {...common}
          name="answers.estateWishes"
          label="Estate Wishes"
          placeholder="e.g. wills last updated 2019; wants to help the children buy homes"
        />
      </Group>
    </div>
  );
}

export function IncomeTab({ form }: { form: QuestionnaireForm }) {
  const common = fieldsOf(form);
  const flow = useWatch({ control: form.control, name: 'cashFlow' }) as Record<string, unknown> | undefined;
  const amount = (key: string) => Number(flow?.[key] || 0);
  // The employer's super guarantee goes to super, not to the client's cash flow.
  const income = cashFlowIncomeKeys
    .filter((key) => key !== 'superGuarantee')
    .reduce((total, key) => total + amount(key), 0);
  const expenses = cashFlowExpenseKeys.reduce((total, key) => total + amount(key), 0);
  return (
    <div className="space-y-8">
      <Group title="Income (a year, before tax)">
        {cashFlowIncomeKeys.map((key) => (
          <MoneyControl key={key} {...common} name={`cashFlow.${key}`} label={cashFlowLabels[key]} />
        ))}
        <MoneyControl {...common} name="answers.superContributions" label="Voluntary Super Contributions" />
      </Group>
      <Group title="Expenses (a month)">
        {cashFlowExpenseKeys.map((key) => (
          <MoneyControl key={key} {...common} name={`cashFlow.${key}`} label={cashFlowLabels[key]} />
        ))}
      </Group>
      <dl
        className="grid gap-3 rounded-lg border bg-muted/40 p-4 text-sm sm:grid-cols-3"
        data-testid="cash-flow-summary"
      >
        <div>
          <dt className="text-muted-foreground">Income a year</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatMoney(income)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Expenses a year</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatMoney(expenses * 12)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Surplus before tax</dt>
          <dd className="text-lg font-semibold tabular-nums">{formatMoney(income - expenses * 12)}</dd>
        </div>
      </dl>
      <Group title="Business income">
        <TextControl {...common} name="cashFlow.abn" label="ABN" placeholder="11 digits" />
        <SelectControl
          {...common}
          name="cashFlow.businessStructure"
          label="Business Structure"
          options={toOptions(businessStructures, { 'sole-trader': 'Sole trader' })}
        />
        <Controller
          control={form.control}
          name="cashFlow.irregularIncome"
          render={({ field }) => (
            <div className="flex items-center gap-3 sm:col-span-2">
              <Checkbox
                id="q-cashFlow-irregularIncome"
                ref={field.ref}
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
              <Label htmlFor="q-cashFlow-irregularIncome" className="font-normal">
                Income is irregular (seasonal, contract or commission-based)
              </Label>
            </div>
          )}
        />
      </Group>
    </div>
  );
}

export function AssetsSnapshot({ form }: { form: QuestionnaireForm }) {
  const common = fieldsOf(form);
  return (
    <Group title="Snapshot" description="The client's own estimates; list the assets below for the detail.">
      <MoneyControl {...common} name="answers.homeValue" label="Home Value" />
      <MoneyControl {...common} name="answers.superBalance" label="Super Balance" />
      <MoneyControl {...common} name="answers.investments" label="Investments" />
      <MoneyControl {...common} name="answers.cash" label="Cash" />
      <MoneyControl {...common} name="answers.mortgage" label="Mortgage" />
      <MoneyControl {...common} name="answers.otherDebts" label="Other Debts" />
      <MoneyControl {...common} name="answers.lifeInsurance" label="Life Insurance Cover" />
      <MoneyControl {...common} name="answers.incomeProtection" label="Income Protection (a month)" />
    </Group>
  );
}
