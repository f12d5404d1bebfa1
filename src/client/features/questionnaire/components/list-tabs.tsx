import type { ReactNode } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
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
import { toOptions } from '@/client/lib/option-labels';
import { Button } from '@/client/components/ui/button';
import { Checkbox } from '@/client/components/ui/checkbox';
import { AssetsSnapshot } from './answer-tabs';
import { MoneyField, SelectField, TextAreaField, TextInputField } from './fields';
import type { QuestionnaireForm } from './questionnaire-form';

function ItemCard({
  title,
  onRemove,
  removeLabel,
  children,
}: {
  title: string;
  onRemove: () => void;
  removeLabel: string;
  children: ReactNode;
}) {
  return (
    <li className="space-y-4 rounded-lg border p-4" data-testid="questionnaire-item">
      <div className="flex items-center justify-between gap-2">
        <h4 className="font-semibold">{title}</h4>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove} aria-label={removeLabel}>
          <Trash2 className="size-4 text-destructive" aria-hidden="true" /> Remove
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </li>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}

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
  return (
    <div className="space-y-8">
      <AssetsSnapshot form={form} />
      <section className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <h3 className="font-semibold">Assets</h3>
            <p className="text-sm text-muted-foreground">
              Property, shares, funds, cash and anything else of value.
            </p>
          </div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => append({ type: 'shares', description: '' })}
          >
            <Plus className="size-4" aria-hidden="true" /> Add Asset
          </Button>
        </div>
        {fields.length === 0 ? (
          <Empty>No assets listed yet.</Empty>
        ) : (
          <ul className="space-y-3">
            {fields.map((field, index) => (
              <ItemCard
                key={field.key}
                title={`Asset ${index + 1}`}
                onRemove={() => remove(index)}
                removeLabel={`Remove asset ${index + 1}`}
              >
                <SelectField
                  form={form}
                  name={`assets.${index}.type`}
                  label="Type"
                  options={toOptions(assetTypes, assetTypeLabels)}
                  placeholder={undefined}
                />
                <TextInputField
                  form={form}
                  name={`assets.${index}.description`}
                  label="Description *"
                  placeholder="e.g. 4/18 Beach Rd, Coogee"
                />
                <TextInputField form={form} name={`assets.${index}.institution`} label="Institution" />
                <TextInputField
                  form={form}
                  name={`assets.${index}.accountNumber`}
                  label="Account Number"
                  placeholder="Only the last 4 digits are kept"
                />
                <MoneyField form={form} name={`assets.${index}.currentValue`} label="Current Value" />
                <MoneyField form={form} name={`assets.${index}.incomePA`} label="Income (a year)" />
                <MoneyField form={form} name={`assets.${index}.purchasePrice`} label="Purchase Price" />
                <TextInputField
                  form={form}
                  name={`assets.${index}.purchaseDate`}
                  label="Purchase Date"
                  type="date"
                />
                <TextInputField
                  form={form}
                  name={`assets.${index}.ownershipSplit`}
                  label="Ownership"
                  placeholder="e.g. Joint 50/50"
                />
              </ItemCard>
            ))}
          </ul>
        )}
        {fields.length > 0 && <Total label="Total assets" value={sumOf(rows, 'currentValue')} />}
      </section>
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
  return (
    <div className="space-y-8">
      <section className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <h3 className="font-semibold">Debts</h3>
            <p className="text-sm text-muted-foreground">
              Home and investment loans, cards, car and personal loans, HECS-HELP.
            </p>
          </div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => append({ type: 'home-loan', features: [] })}
          >
            <Plus className="size-4" aria-hidden="true" /> Add Debt
          </Button>
        </div>
        {fields.length === 0 ? (
          <Empty>No debts listed yet.</Empty>
        ) : (
          <ul className="space-y-3">
            {fields.map((field, index) => (
              <ItemCard
                key={field.key}
                title={`Debt ${index + 1}`}
                onRemove={() => remove(index)}
                removeLabel={`Remove debt ${index + 1}`}
              >
                <SelectField
                  form={form}
                  name={`liabilities.${index}.type`}
                  label="Type"
                  options={toOptions(liabilityTypes, liabilityTypeLabels)}
                  placeholder={undefined}
                />
                <TextInputField form={form} name={`liabilities.${index}.lender`} label="Lender" />
                <MoneyField form={form} name={`liabilities.${index}.balance`} label="Balance Owing" />
                <MoneyField form={form} name={`liabilities.${index}.limit`} label="Limit" />
                <TextInputField
                  form={form}
                  name={`liabilities.${index}.interestRate`}
                  label="Interest Rate (%)"
                  placeholder="e.g. 6.14"
                />
                <TextInputField
                  form={form}
                  name={`liabilities.${index}.accountNumber`}
                  label="Account Number"
                  placeholder="Only the last 4 digits are kept"
                />
                <MoneyField form={form} name={`liabilities.${index}.repaymentAmount`} label="Repayment" />
                <SelectField
                  form={form}
                  name={`liabilities.${index}.repaymentFrequency`}
                  label="Repayment Frequency"
                  options={toOptions(repaymentFrequencies)}
                />
                <TextInputField
                  form={form}
                  name={`liabilities.${index}.securityProperty`}
                  label="Security Property"
                />
                <TextInputField
                  form={form}
                  name={`liabilities.${index}.fixedRateExpiry`}
                  label="Fixed Rate Expiry"
                  type="date"
                />
                <FeaturesField form={form} index={index} />
              </ItemCard>
            ))}
          </ul>
        )}
        {fields.length > 0 && <Total label="Total owing" value={sumOf(rows, 'balance')} />}
      </section>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextAreaField
          form={form}
          name="answers.debtStrategy"
          label="Debt Priorities"
          placeholder="e.g. clear the credit card first, then extra home loan repayments"
        />
      </div>
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
  return (
    <div className="space-y-8">
      <section className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <h3 className="font-semibold">Policies</h3>
            <p className="text-sm text-muted-foreground">
              Cover held personally, through an employer or inside super.
            </p>
          </div>
          <Button type="button" variant="outline" size="sm" onClick={() => append({ type: 'life' })}>
            <Plus className="size-4" aria-hidden="true" /> Add Policy
          </Button>
        </div>
        {fields.length === 0 ? (
          <Empty>No policies listed yet.</Empty>
        ) : (
          <ul className="space-y-3">
            {fields.map((field, index) => {
              const type = (rows as { type?: string }[] | undefined)?.[index]?.type;
              return (
                <ItemCard
                  key={field.key}
                  title={`Policy ${index + 1}`}
                  onRemove={() => remove(index)}
                  removeLabel={`Remove policy ${index + 1}`}
                >
                  <SelectField
                    form={form}
                    name={`insurancePolicies.${index}.type`}
                    label="Cover"
                    options={toOptions(insuranceTypes, insuranceTypeLabels)}
                    placeholder={undefined}
                  />
                  <TextInputField form={form} name={`insurancePolicies.${index}.insurer`} label="Insurer" />
                  <MoneyField
                    form={form}
                    name={`insurancePolicies.${index}.sumInsured`}
                    label={type === 'income-protection' ? 'Monthly Benefit' : 'Sum Insured'}
                  />
                  <MoneyField
                    form={form}
                    name={`insurancePolicies.${index}.premium`}
                    label="Premium (a year)"
                  />
                  <SelectField
                    form={form}
                    name={`insurancePolicies.${index}.premiumType`}
                    label="Premium Type"
                    options={toOptions(premiumTypes)}
                  />
                  <SelectField
                    form={form}
                    name={`insurancePolicies.${index}.fundingMethod`}
                    label="Held"
                    options={toOptions(fundingMethods, fundingMethodLabels)}
                  />
                  <TextInputField
                    form={form}
                    name={`insurancePolicies.${index}.policyNumber`}
                    label="Policy Number"
                    placeholder="Only the last 4 digits are kept"
                  />
                  <TextInputField
                    form={form}
                    name={`insurancePolicies.${index}.waitingPeriod`}
                    label="Waiting Period"
                    placeholder="e.g. 30 days"
                  />
                  <TextInputField
                    form={form}
                    name={`insurancePolicies.${index}.benefitPeriod`}
                    label="Benefit Period"
                    placeholder="e.g. to age 65"
                  />
                  <TextInputField form={form} name={`insurancePolicies.${index}.loadings`} label="Loadings" />
                  <TextAreaField
                    form={form}
                    name={`insurancePolicies.${index}.exclusions`}
                    label="Exclusions"
                  />
                </ItemCard>
              );
            })}
          </ul>
        )}
        {fields.length > 0 && <Total label="Premiums a year" value={sumOf(rows, 'premium')} />}
      </section>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextAreaField
          form={form}
          name="answers.insuranceConcerns"
          label="Concerns and Health Notes"
          placeholder="e.g. wants trauma cover reviewed; knee surgery in 2021"
        />
      </div>
    </div>
  );
}
