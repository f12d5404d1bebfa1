import { useEffect, useRef } from 'react';
import { Card } from '@/client/components/ui/card';
import { useDocumentWorkflow, type WorkflowStep } from '../hooks/use-document-workflow';
import { PageHeader } from './page-header';
import { StepIndicator } from './step-indicator';
import {
  CaptureStep,
  ProcessingStep,
  ReviewStep,
  SelectClientStep,
  SelectedClientBar,
} from './workflow-steps';

const steps = ['Select Client', 'Capture', 'Processing', 'Review'] as const;
const stepIndex: Record<WorkflowStep, number> = { 'select-client': 0, capture: 1, processing: 2, review: 3 };

/**
 * When the workflow moves to another step, the keyboard focus goes to the new step's heading (the button
 * that moved it is gone); not when the page first shows, where focus stays at the page's start.
 */
function useFocusOnStepChange(step: WorkflowStep) {
  const container = useRef<HTMLDivElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    container.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus();
  }, [step]);
  return container;
}

/** /documents: Document Processing Workflow (select client → capture → processing → review). */
export function WorkflowPage() {
  const workflow = useDocumentWorkflow();
  const { step, client, clientId, polling } = workflow;
  const container = useFocusOnStepChange(step);
  const clientName = client ? `${client.givenNames} ${client.familyName}` : '';

  return (
    <div className="mx-auto max-w-5xl space-y-6" ref={container}>
      <PageHeader
        title="Document Processing Workflow"
        description="Choose a client, capture or upload their documents, and check what was read before the Fact Find."
      />
      <Card className="px-2 py-4 sm:px-6">
        <StepIndicator steps={steps} current={stepIndex[step]} />
      </Card>

      {step !== 'select-client' && client && (
        <SelectedClientBar client={client} onChange={workflow.changeClient} />
      )}
      {step === 'select-client' && (
        <SelectClientStep
          clients={workflow.clients.data}
          loading={workflow.clients.isLoading}
          clientId={clientId}
          onClientChange={workflow.setClientId}
          onStart={workflow.startCapture}
        />
      )}
      {step === 'capture' && (
        <CaptureStep
          clientId={clientId}
          problem={workflow.problem}
          onDismissProblem={() => workflow.setProblem(null)}
          onProcess={workflow.processCaptured}
          onUploaded={workflow.startProcessing}
        />
      )}
      {step === 'processing' && (
        <ProcessingStep
          statuses={polling.statuses}
          progress={polling.progress}
          pendingNames={workflow.documents.map((document) => document.filename)}
          pollingFailed={Boolean(polling.error)}
          onCheckAgain={polling.checkAgain}
        />
      )}
      {step === 'review' && (
        <ReviewStep
          statuses={polling.statuses}
          clientId={clientId}
          clientName={clientName}
          timedOut={polling.timedOut}
          onCaptureMore={() => workflow.setStep('capture')}
          onChangeClient={workflow.changeClient}
          onContinue={workflow.continueToFactFind}
        />
      )}
    </div>
  );
}
