import { useState } from 'react';
import type { FactFindDetails } from '@/shared/schemas/fact-find';
import { toast } from '@/client/components/ui/use-toast';
import { detailsToSave, type DetailsForm, type DetailsFormValues } from '../lib/details-form';

/**
 * Save Progress: the form's details checked and kept (with couple or single), the form then showing what was
 * saved; a detail that needs attention says so in a toast.
 */
export function useSaveDetails({
  form,
  couple,
  onSave,
  onSaved,
}: {
  form: DetailsForm;
  couple: boolean;
  onSave: (details: FactFindDetails) => Promise<DetailsFormValues | null>;
  /** The details were saved (with this couple setting). */
  onSaved: (couple: boolean) => void;
}) {
  const [saving, setSaving] = useState(false);
  const save = form.handleSubmit(
    async (details) => {
      setSaving(true);
      try {
        const next = await onSave(detailsToSave(details, couple));
        if (next) {
          form.reset(next);
          onSaved(couple);
        }
      } finally {
        setSaving(false);
      }
    },
    (errors) => {
      const first = Object.values(errors)[0] as { message?: string } | undefined;
      toast({
        variant: 'destructive',
        title: 'Check the details',
        description: first?.message ?? 'Some details need attention before saving.',
      });
    },
  );
  return { save, saving };
}
