import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Banknote, Landmark, Pencil, Receipt, ShieldCheck, TrendingUp } from 'lucide-react';
import {
  cashFlowExpenseKeys,
  cashFlowIncomeKeys,
  type QuestionnaireSection,
} from '@/shared/schemas/questionnaire';
import type { ItemKind } from '@/shared/record/record-fields';
import type { RecordLookup } from '@/client/components/client-record/record-lookup';
import { RecordFactsList, RecordItemCard } from '@/client/components/client-record/record-facts-list';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';

type SectionProps = {
  clientId: string;
  lookup: RecordLookup;
  /** The questionnaire tabs the client's scope of advice has: where each section's facts are edited. */
  questionnaireTabs: readonly QuestionnaireSection[];
};

const tabLabels: Partial<Record<QuestionnaireSection, string>> = {
  income: 'Edit in the questionnaire (Income & Cash Flow)',
  liabilities: 'Edit in the questionnaire (Debts & Liabilities)',
  insurance: 'Edit in the questionnaire (Insurance)',
  assets: 'Edit in the questionnaire (Assets & Investments)',
};

/** A section of the record the Fact Find shows but the questionnaire edits, with a link to that tab. */
function RecordSectionCard({
  id,
  title,
  icon,
  description,
  tab,
  clientId,
  questionnaireTabs,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  description: string;
  tab?: QuestionnaireSection;
  clientId: string;
  questionnaireTabs: readonly QuestionnaireSection[];
  children: ReactNode;
}) {
  const editable = tab && questionnaireTabs.includes(tab);
  return (
    <Card id={id} data-testid={`record-section-${id}`}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="min-w-0 space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            {icon} {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {editable && (
          <Button asChild size="sm" variant="outline">
            <Link to={`/questionnaire/${clientId}?tab=${tab}`} aria-label={tabLabels[tab]}>
              <Pencil className="size-3.5" aria-hidden="true" /> Edit
            </Link>
          </Button>
        )}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

function ItemList({
  clientId,
  lookup,
  kind,
  subjects,
  testId,
  empty,
}: {
  clientId: string;
  lookup: RecordLookup;
  kind: ItemKind;
  subjects: string[];
  testId: string;
  empty: string;
}) {
  if (subjects.length === 0) return <Empty>{empty}</Empty>;
  return (
    <ul className="space-y-3">
      {subjects.map((subject) => (
        <RecordItemCard
          key={subject}
          clientId={clientId}
          lookup={lookup}
          subject={subject}
          kind={kind}
          testId={testId}
        />
      ))}
    </ul>
  );
}

/**
 * Income and cash flow: the salary (a year), the latest pay with its cycle and period, the year-to-date
 * figures with their period, other income and expenses the questionnaire recorded.
 */
function IncomeSection({ clientId, lookup, questionnaireTabs }: SectionProps) {
  const flow = lookup.factsOf('cashFlow');
  const income = [
    ...flow.filter((fact) => (cashFlowIncomeKeys as readonly string[]).includes(fact.field)),
    ...lookup.factsOf('income').filter((fact) => fact.field !== 'payFrequency'),
  ];
  const expenses = flow.filter((fact) => (cashFlowExpenseKeys as readonly string[]).includes(fact.field));
  return (
    <RecordSectionCard
      id="income"
      title="Income"
      icon={<Banknote className="size-5 text-primary" aria-hidden="true" />}
      description="Salary and pay as the payslips and the client tell it; amounts say their cycle or period."
      tab="income"
      clientId={clientId}
      questionnaireTabs={questionnaireTabs}
    >
      <div className="space-y-4">
        {income.length === 0 ? (
          <Empty>No income recorded yet.</Empty>
        ) : (
          <RecordFactsList clientId={clientId} facts={income} testId="income-facts" />
        )}
        {expenses.length > 0 && (
          <div className="space-y-2">
            <h3 className="text-sm font-semibold">Expenses</h3>
            <RecordFactsList clientId={clientId} facts={expenses} testId="expense-facts" />
          </div>
        )}
      </div>
    </RecordSectionCard>
  );
}

function TaxSection({ clientId, lookup, questionnaireTabs }: SectionProps) {
  const facts = lookup.factsOf('tax');
  return (
    <RecordSectionCard
      id="tax"
      title="Tax"
      icon={<Receipt className="size-5 text-primary" aria-hidden="true" />}
      description="From the latest notice of assessment, for the financial year it covers."
      clientId={clientId}
      questionnaireTabs={questionnaireTabs}
    >
      {facts.length === 0 ? (
        <Empty>No notice of assessment read yet.</Empty>
      ) : (
        <RecordFactsList clientId={clientId} facts={facts} testId="tax-facts" />
      )}
    </RecordSectionCard>
  );
}

const subjectsOf = (lookup: RecordLookup, kind: ItemKind) => lookup.items(kind).map((item) => item.subject);

/** A section of the record's accounts, loans, policies or assets of one kind, each with its facts. */
function ItemsSection({
  id,
  title,
  icon,
  description,
  tab,
  kind,
  subjects,
  testId,
  empty,
  ...props
}: SectionProps & {
  id: string;
  title: string;
  icon: ReactNode;
  description: string;
  tab: QuestionnaireSection;
  kind: ItemKind;
  subjects: string[];
  testId: string;
  empty: string;
}) {
  return (
    <RecordSectionCard id={id} title={title} icon={icon} description={description} tab={tab} {...props}>
      <ItemList
        clientId={props.clientId}
        lookup={props.lookup}
        kind={kind}
        subjects={subjects}
        testId={testId}
        empty={empty}
      />
    </RecordSectionCard>
  );
}

const iconClass = 'size-5 text-primary';

/** The parts of the client's picture the questionnaire edits, shown on the Fact Find from the record. */
export function RecordSections(props: SectionProps) {
  const { lookup } = props;
  return (
    <>
      <IncomeSection {...props} />
      <TaxSection {...props} />
      <ItemsSection
        {...props}
        id="debts"
        title="Debts"
        icon={<Landmark className={iconClass} aria-hidden="true" />}
        description="Home and other loans: the balance as at its date, rate, repayment and its cycle."
        tab="liabilities"
        kind="liability"
        subjects={subjectsOf(lookup, 'liability')}
        testId="record-debt"
        empty="No debts recorded yet."
      />
      {/* Policies held outside super: a fund's own cover is with its account, under Financial Information. */}
      <ItemsSection
        {...props}
        id="insurance"
        title="Insurance held outside super"
        icon={<ShieldCheck className={iconClass} aria-hidden="true" />}
        description="Cover and premiums with their cycle. Cover inside super is shown with each fund."
        tab="insurance"
        kind="policy"
        subjects={subjectsOf(lookup, 'policy').filter(
          (subject) => lookup.fact(subject, 'fundingMethod')?.value !== 'super',
        )}
        testId="record-policy"
        empty="No policies recorded yet."
      />
      <ItemsSection
        {...props}
        id="investments"
        title="Investments and other assets"
        icon={<TrendingUp className={iconClass} aria-hidden="true" />}
        description="Portfolios, shares, property and other assets, each value as at its date."
        tab="assets"
        kind="asset"
        subjects={subjectsOf(lookup, 'asset')}
        testId="record-asset"
        empty="No investments or other assets recorded yet."
      />
    </>
  );
}
