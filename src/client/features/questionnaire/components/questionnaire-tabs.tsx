import type { ReactNode } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { questionnaireSectionLabels, type QuestionnaireSection } from '@/shared/schemas/questionnaire';
import type { RecordLookup } from '@/client/components/client-record/record-lookup';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { GoalsTab, IncomeTab, RetirementTab } from './answer-tabs';
import { RiskQuestionnaire } from './risk-questionnaire';
import { DocumentsTold } from './documents-told';
import { AssetsTab, InsuranceTab, LiabilitiesTab } from './list-tabs';
import type { QuestionnaireForm } from './questionnaire-form';

/** What the screen is doing: saving progress, completing a section or the questionnaire, or nothing. */
export type Busy = 'save' | 'complete' | 'section' | null;

const tabContent: Record<QuestionnaireSection, (form: QuestionnaireForm) => ReactNode> = {
  goals: (form) => <GoalsTab form={form} />,
  retirement: (form) => <RetirementTab form={form} />,
  income: (form) => <IncomeTab form={form} />,
  assets: (form) => <AssetsTab form={form} />,
  liabilities: (form) => <LiabilitiesTab form={form} />,
  insurance: (form) => <InsuranceTab form={form} />,
  risk: (form) => <RiskQuestionnaire form={form} />,
};

/** The tabs of the client's scope, each with what the documents told and its Complete button. */
export function QuestionnaireTabs({
  form,
  clientId,
  sections,
  completed,
  tab,
  onTab,
  lookup,
  busy,
  onCompleteSection,
}: {
  form: QuestionnaireForm;
  clientId: string;
  sections: QuestionnaireSection[];
  completed: ReadonlySet<QuestionnaireSection>;
  tab: QuestionnaireSection;
  onTab: (section: QuestionnaireSection) => void;
  lookup: RecordLookup;
  busy: Busy;
  onCompleteSection: (section: QuestionnaireSection) => void;
}) {
  return (
    <Tabs value={tab} onValueChange={(value) => onTab(value as QuestionnaireSection)} className="gap-4">
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <TabsList className="h-auto w-max min-w-full justify-start">
          {sections.map((section) => (
            <TabsTrigger key={section} value={section} className="flex-none px-3 py-1.5">
              {completed.has(section) && <CheckCircle2 className="text-green-600" aria-hidden="true" />}
              {questionnaireSectionLabels[section]}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {sections.map((section) => (
        <TabsContent key={section} value={section}>
          <Card>
            <CardHeader>
              <CardTitle id={`questionnaire-section-${section}`} tabIndex={-1} className="focus:outline-none">
                {questionnaireSectionLabels[section]}
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-8">
              <DocumentsTold clientId={clientId} tab={section} lookup={lookup} />
              {tabContent[section](form)}
              <div className="flex justify-end border-t pt-4">
                {completed.has(section) ? (
                  <Button type="button" variant="outline" disabled>
                    <CheckCircle2 className="size-4 text-green-600" aria-hidden="true" />{' '}
                    {questionnaireSectionLabels[section]} complete
                  </Button>
                ) : (
                  <Button type="button" onClick={() => onCompleteSection(section)} disabled={busy !== null}>
                    <CheckCircle2 className="size-4" aria-hidden="true" />
                    {busy === 'section' ? 'Saving...' : `Complete ${questionnaireSectionLabels[section]}`}
                  </Button>
                )}
              </div>
            </CardContent>
          </Card>
        </TabsContent>
      ))}
    </Tabs>
  );
}
