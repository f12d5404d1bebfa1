import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { formatMoney } from '@/shared/format/money';
import {
  assetTypeLabels,
  assetTypes,
  fundingMethodLabels,
  fundingMethods,
  insuranceTypeLabels,
  insuranceTypes,
  liabilityFeatureLabels,
  liabilityFeatures,
  liabilityTypeLabels,
  liabilityTypes,
  premiumTypes,
  repaymentFrequencies,
} from '@/shared/schemas/questionnaire';
import { cycles } from '@/shared/record/record-fields';
import { toOptions } from '@/client/lib/option-labels';
import { EditableList } from '@/client/components/editable-list';
import {
  MoneyControl,
  SelectControl,
  TextAreaControl,
  TextControl,
  DateControl,
} from '@/client/components/form-controls';
import { Checkbox } from '@/client/components/ui/checkbox';
import { annualPremiums } from '../lib/annual-premiums';
import { AssetsSnapshot } from './answer-tabs';
import { fieldsOf, type QuestionnaireForm } from './questionnaire-form';

function Total({ label, value }: { label: string; value: number }) {
  return (
    <p className="text-right text-sm text-muted-foreground">
      {label}: <span className="font-semibold text-foreground tabular-nums">{formatMoney(value)}</span>
    </p>
  );
}

const sumOf = (rows: unknown, key: string) =>
  (Array.isArray(rows) ? rows : []).reduce(
    (total: number, row) => total + Number((row as Record<string, unknown>)?.[key] || 0),
    0,
  );

export function AssetsTab({ form }: { form: QuestionnaireForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'assets', keyName: 'key' });
  const rows = useWatch({ control: form.control, name: 'assets' });
  const common = fieldsOf(form);
  return (
    <div className="space-y-8">
      <AssetsSnapshot form={form} />
      <EditableList
        title="Assets"
        description="Property, shares, funds, cash and anything else of value."
        addLabel="Add Asset"
        onAdd={() => append({ type: 'shares', description: '' })}
        items={fields}
        itemKey={(field) => field.key}
        itemTitle={(_field, index) => `Asset ${index + 1}`}
        itemName={(_field, index) => `asset ${index + 1}`}
        itemTestId="questionnaire-item"
        emptyMessage="No assets listed yet."
        onDelete={(_field, index) => remove(index)}
        footer={fields.length > 0 && <Total label="Total assets" value={sumOf(rows, 'currentValue')} />}
        renderForm={(_field, index) => (
          <>
            <SelectControl
              {...common}
              name={`assets.${index}.type`}
              label="Type"
              options={toOptions(assetTypes, assetTypeLabels)}
            />
            <TextControl
              {...common}
              name={`assets.${index}.description`}
              label="Description *"
              placeholder="e.g. 4/18 Beach Rd, Coogee"
            />
            <TextControl {...common} name={`assets.${index}.institution`} label="Institution" />
            <TextControl
              {...common}
              name={`assets.${index}.accountNumber`}
              label="Account Number"
              placeholder="Only the last 4 digits are kept"
            />
            <MoneyControl {...common} name={`assets.${index}.currentValue`} label="Current Value" />
            <MoneyControl {...common} name={`assets.${index}.incomePA`} label="Income (a year)" />
            <MoneyControl {...common} name={`assets.${index}.purchasePrice`} label="Purchase Price" />
            <DateControl {...common} name={`assets.${index}.purchaseDate`} label="Purchase Date" />
            <TextControl
              {...common}
              name={`assets.${index}.ownershipSplit`}
              label="Ownership"
              placeholder="e.g. Joint 50/50"
            />
          </>
        )}
      />
    </div>
  );
}

function FeaturesField({ form, index }: { form: QuestionnaireForm; index: number }) {
  return (
    <Controller
      control={form.control}
      name={`liabilities.${index}.features`}
      render={({ field }) => {
        const selected = new Set((field.value as string[] | undefined) ?? []);
        return (
          <fieldset className="space-y-2 sm:col-span-2">
            <legend className="text-sm font-medium">Features</legend>
            <div className="flex flex-wrap gap-2">
              {liabilityFeatures.map((feature) => {
                const id = `q-liabilities-${index}-feature-${feature}`;
                return (
                  <label
                    key={feature}
                    htmlFor={id}
                    className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-accent"
                  >
                    <Checkbox
                      id={id}
                      checked={selected.has(feature)}
                      onCheckedChange={(checked) =>
                        field.onChange(
                          liabilityFeatures.filter((f) =>
                            f === feature ? checked === true : selected.has(f),
                          ),
                        )
                      }
                    />
                    {liabilityFeatureLabels[feature]}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      }}
    />
  );
}

export function LiabilitiesTab({ form }: { form: QuestionnaireForm }) {
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'liabilities',
    keyName: 'key',
  });
  const rows = useWatch({ control: form.control, name: 'liabilities' });
  const common = fieldsOf(form);
  return (
    <div className="space-y-8">
      <EditableList
        title="Debts"
        description="Home and investment loans, cards, car and personal loans, HECS-HELP."
        addLabel="Add Debt"
        onAdd={() => append({ type: 'home-loan', features: [] })}
        items={fields}
        itemKey={(field) => field.key}
        itemTitle={(_field, index) => `Debt ${index + 1}`}
        itemName={(_field, index) => `debt ${index + 1}`}
        itemTestId="questionnaire-item"
        emptyMessage="No debts listed yet."
        onDelete={(_field, index) => remove(index)}
        footer={fields.length > 0 && <Total label="Total owing" value={sumOf(rows, 'balance')} />}
        renderForm={(_field, index) => (
          <>
            <SelectControl
              {...common}
              name={`liabilities.${index}.type`}
              label="Type"
              options={toOptions(liabilityTypes, liabilityTypeLabels)}
            />
            <TextControl {...common} name={`liabilities.${index}.lender`} label="Lender" />
            <MoneyControl {...common} name={`liabilities.${index}.balance`} label="Balance Owing" />
            <MoneyControl {...common} name={`liabilities.${index}.limit`} label="Limit" />
            <TextControl
              {...common}
              name={`liabilities.${index}.interestRate`}
              label="Interest Rate (%)"
              placeholder="e.g. 6.14"
            />
            <TextControl
              {...common}
              name={`liabilities.${index}.accountNumber`}
              label="Account Number"
              placeholder="Only the last 4 digits are kept"
            />
            <MoneyControl {...common} name={`liabilities.${index}.repaymentAmount`} label="Repayment" />
            <SelectControl
              {...common}
              name={`liabilities.${index}.repaymentFrequency`}
              label="Repayment Frequency"
              options={toOptions(repaymentFrequencies)}
            />
            <TextControl
              {...common}
              name={`liabilities.${index}.securityProperty`}
              label="Security Property"
            />
            <DateControl
              {...common}
              name={`liabilities.${index}.fixedRateExpiry`}
              label="Fixed Rate Expiry"
            />
            <FeaturesField form={form} index={index} />
          </>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextAreaControl
          {...common}
          name="answers.debtStrategy"
          label="Debt Priorities"
          placeholder="e.g. clear the credit card first, then extra home loan repayments"
        />
      </div>
    </div>
  );
}

function PremiumsTotal({ rows }: { rows: unknown }) {
  const { total, unknown } = annualPremiums(rows);
  return (
    <div className="space-y-0.5">
      <Total label="Premiums a year" value={total} />
      {unknown > 0 && (
        <p className="text-right text-xs text-muted-foreground">
          Leaves out {unknown} {unknown === 1 ? 'premium' : 'premiums'} without a frequency.
        </p>
      )}
    </div>
  );
}

export function InsuranceTab({ form }: { form: QuestionnaireForm }) {
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'insurancePolicies',
    keyName: 'key',
  });
  const rows = useWatch({ control: form.control, name: 'insurancePolicies' });
  const common = fieldsOf(form);
  return (
    <div className="space-y-8">
      <EditableList
        title="Policies"
        description="Cover held personally, through an employer or inside super."
        addLabel="Add Policy"
        onAdd={() => append({ type: 'life' })}
        items={fields}
        itemKey={(field) => field.key}
        itemTitle={(_field, index) => `Policy ${index + 1}`}
        itemName={(_field, index) => `policy ${index + 1}`}
        itemTestId="questionnaire-item"
        emptyMessage="No policies listed yet."
        onDelete={(_field, index) => remove(index)}
        footer={fields.length > 0 && <PremiumsTotal rows={rows} />}
        renderForm={(_field, index) => (
          <>
            <SelectControl
              {...common}
              name={`insurancePolicies.${index}.type`}
              label="Cover"
              options={toOptions(insuranceTypes, insuranceTypeLabels)}
            />
            <TextControl {...common} name={`insurancePolicies.${index}.insurer`} label="Insurer" />
            <MoneyControl
              {...common}
              name={`insurancePolicies.${index}.sumInsured`}
              label={rows?.[index]?.type === 'income-protection' ? 'Monthly Benefit' : 'Sum Insured'}
            />
            <MoneyControl {...common} name={`insurancePolicies.${index}.premium`} label="Premium" />
            <SelectControl
              {...common}
              name={`insurancePolicies.${index}.premiumFrequency`}
              label="Premium Frequency"
              options={toOptions(cycles, { annual: 'Annual' })}
            />
            <SelectControl
              {...common}
              name={`insurancePolicies.${index}.premiumType`}
              label="Premium Type"
              options={toOptions(premiumTypes)}
            />
            <SelectControl
              {...common}
              name={`insurancePolicies.${index}.fundingMethod`}
              label="Held"
              options={toOptions(fundingMethods, fundingMethodLabels)}
            />
            <TextControl
              {...common}
              name={`insurancePolicies.${index}.policyNumber`}
              label="Policy Number"
              placeholder="Only the last 4 digits are kept"
            />
            <TextControl
              {...common}
              name={`insurancePolicies.${index}.waitingPeriod`}
              label="Waiting Period"
              placeholder="e.g. 30 days"
            />
            <TextControl
              {...common}
              name={`insurancePolicies.${index}.benefitPeriod`}
              label="Benefit Period"
              placeholder="e.g. to age 65"
            />
            <TextControl {...common} name={`insurancePolicies.${index}.loadings`} label="Loadings" />
            <TextAreaControl {...common} name={`insurancePolicies.${index}.exclusions`} label="Exclusions" />
          </>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextAreaControl
          {...common}
          name="answers.insuranceConcerns"
          label="Concerns and Health Notes"
          placeholder="e.g. wants trauma cover reviewed; knee surgery in 2021"
        />
      </div>
    </div>
  );
}
