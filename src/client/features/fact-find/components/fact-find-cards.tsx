import type { ReactNode } from 'react';
import type {
  BankAccount,
  BankAccountInput,
  Goal,
  GoalInput,
  SuperAccount,
  SuperAccountInput,
} from '@/shared/schemas/fact-find';
import { progressColourClass } from '@/client/lib/progress-colour';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Progress } from '@/client/components/ui/progress';
import type { ListStore } from '../lib/list-store';
import { BankAccountsList, SuperAccountsList } from './account-lists';
import { GoalAudioNotes, GoalsList } from './goals-list';

/** Which of the Fact Find's lists has its add form open. */
export type AddingLists = { super: boolean; bank: boolean; goal: boolean };

/** The Fact Find's title, who it is for, and how complete it is. */
export function FactFindHeading({ subtitle, percent }: { subtitle: ReactNode; percent: number }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Client Fact Find</h1>
        <p className="break-words text-muted-foreground">{subtitle}</p>
      </div>
      <div className="w-full space-y-1.5 sm:w-64" data-testid="completion">
        <div className="flex items-baseline justify-between text-sm">
          <span className="text-muted-foreground">Completion</span>
          <span className="text-lg font-semibold tabular-nums" data-testid="completion-percent">
            {percent}%
          </span>
        </div>
        <Progress
          value={percent}
          indicatorClassName={progressColourClass(percent)}
          aria-label={`Fact Find ${percent}% complete`}
          className="h-2.5"
        />
      </div>
    </div>
  );
}

/** Superannuation and bank accounts: the editable lists, or (a client not yet made) its documents' accounts. */
export function FinancialInformationCard({
  accountsFromDocuments,
  superStore,
  bankStore,
  adding,
  onAddingChange,
}: {
  accountsFromDocuments?: ReactNode;
  superStore?: ListStore<SuperAccount, SuperAccountInput>;
  bankStore?: ListStore<BankAccount, BankAccountInput>;
  adding: AddingLists;
  onAddingChange: (list: keyof AddingLists, open: boolean) => void;
}) {
  return (
    <Card id="financial-information">
      <CardHeader>
        <CardTitle>Financial Information</CardTitle>
        <CardDescription>
          Member and account numbers are kept masked: only the last 4 digits, and the first 3 of a BSB.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {accountsFromDocuments}
        {superStore && (
          <SuperAccountsList
            store={superStore}
            adding={adding.super}
            onAddingChange={(open) => onAddingChange('super', open)}
          />
        )}
        {bankStore && (
          <BankAccountsList
            store={bankStore}
            adding={adding.bank}
            onAddingChange={(open) => onAddingChange('bank', open)}
          />
        )}
      </CardContent>
    </Card>
  );
}

/** The client's goals in their words, and (a saved client) the recorded goal notes. */
export function GoalsCard({
  clientId,
  goalStore,
  adding,
  onAddingChange,
}: {
  clientId: string | null;
  goalStore: ListStore<Goal, GoalInput>;
  adding: boolean;
  onAddingChange: (open: boolean) => void;
}) {
  return (
    <Card id="goals-and-objectives">
      <CardHeader>
        <CardTitle>Goals and Objectives</CardTitle>
        <CardDescription>What the client wants to achieve, in their words.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <GoalsList store={goalStore} adding={adding} onAddingChange={onAddingChange} />
        {clientId && <GoalAudioNotes clientId={clientId} />}
      </CardContent>
    </Card>
  );
}
