import { CardTitle } from '@/client/components/ui/card';

/**
 * A workflow step's heading: where the keyboard focus goes when the workflow moves on to the step, so a screen
 * reader says where the adviser now is and Tab continues from there.
 */
export function StepTitle({ children }: { children: string }) {
  return (
    <CardTitle tabIndex={-1} data-step-heading className="focus:outline-none">
      {children}
    </CardTitle>
  );
}
