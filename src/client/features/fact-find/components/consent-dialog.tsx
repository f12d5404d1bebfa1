import { Controller, useForm } from 'react-hook-form';
import { FolderInput } from 'lucide-react';
import { fullName } from '@/shared/format/name';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { intakeFormSchema, type DuplicateClient } from '@/shared/schemas/client';
import { DuplicateClientsNotice } from '@/client/components/duplicate-clients';
import { ScopeOfAdviceCheckboxes } from '@/client/components/scope-of-advice-checkboxes';
import { Button } from '@/client/components/ui/button';
import { Checkbox } from '@/client/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { FormMessage } from '@/client/components/ui/form-message';
import { Label } from '@/client/components/ui/label';

/** What the intake requires before a client is created: the consents and the areas of advice. */
const consentSchema = intakeFormSchema.pick({
  consent: true,
  privacyConsent: true,
  dataSharing: true,
  scopeOfAdvice: true,
});
type ConsentInput = z.input<typeof consentSchema>;
export type ConsentValues = z.output<typeof consentSchema>;

function ConsentCheckbox({
  form,
  name,
  label,
}: {
  form: ReturnType<typeof useForm<ConsentInput, unknown, ConsentValues>>;
  name: 'consent' | 'privacyConsent' | 'dataSharing';
  label: string;
}) {
  const error = form.formState.errors[name];
  return (
    <div className="space-y-1">
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <div className="flex items-start gap-3 rounded-md border p-3">
            <Checkbox
              id={`new-client-${name}`}
              ref={field.ref}
              checked={field.value === true}
              onCheckedChange={(value) => field.onChange(value === true)}
              aria-invalid={Boolean(error)}
              className="mt-0.5"
            />
            <Label htmlFor={`new-client-${name}`} className="font-normal leading-relaxed">
              {label}
            </Label>
          </div>
        )}
      />
      <FormMessage error={error} />
    </div>
  );
}

/**
 * Saving a Fact Find made from documents creates the client, so it asks for what the intake asks for:
 * the consents (with the intake's messages) and the areas of advice.
 */
export function ConsentDialog({
  open,
  clientName,
  busy,
  duplicates = [],
  onCancel,
  onConfirm,
  onAddToClient,
  addingTo = null,
}: {
  open: boolean;
  clientName: string;
  busy: boolean;
  /** Clients of the practice this one may already be. */
  duplicates?: DuplicateClient[];
  onCancel: () => void;
  onConfirm: (values: ConsentValues) => void;
  /** Adds the documents to a client found instead of creating one (the new Fact Find's documents). */
  onAddToClient?: (client: DuplicateClient) => void;
  /** The client the documents are being added to, while that runs. */
  addingTo?: string | null;
}) {
  const form = useForm<ConsentInput, unknown, ConsentValues>({
    resolver: zodResolver(consentSchema),
    defaultValues: {
      consent: false as unknown as true,
      privacyConsent: false as unknown as true,
      dataSharing: false,
      scopeOfAdvice: [],
    },
  });
  const scopeError = form.formState.errors.scopeOfAdvice;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onCancel()}>
      <DialogContent className="sm:max-w-xl">
        <form onSubmit={(event) => void form.handleSubmit(onConfirm)(event)} noValidate className="space-y-4">
          <DialogHeader>
            <DialogTitle>Create {clientName || 'this client'}</DialogTitle>
            <DialogDescription>
              Privacy notice: the client&apos;s personal and financial information is collected to provide
              financial advice and is handled under the Australian Privacy Principles.
            </DialogDescription>
          </DialogHeader>
          <DuplicateClientsNotice
            duplicates={duplicates}
            renderAction={
              onAddToClient
                ? (client) => (
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      className="h-auto min-h-8 whitespace-normal bg-background text-left"
                      disabled={busy || addingTo !== null}
                      onClick={() => onAddToClient(client)}
                    >
                      <FolderInput aria-hidden="true" />
                      {addingTo === client.id
                        ? 'Adding...'
                        : `Add the documents to ${fullName(client.givenNames, client.familyName)}`}
                    </Button>
                  )
                : undefined
            }
          />
          <ConsentCheckbox
            form={form}
            name="consent"
            label="The client consents to the collection of their personal and financial information to provide advice. *"
          />
          <ConsentCheckbox
            form={form}
            name="privacyConsent"
            label="The client has read and accepts the privacy notice. *"
          />
          <ConsentCheckbox
            form={form}
            name="dataSharing"
            label="The client agrees to their information being shared with product providers where needed to implement advice."
          />
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Areas of Advice Required *</legend>
            <Controller
              control={form.control}
              name="scopeOfAdvice"
              render={({ field }) => (
                <ScopeOfAdviceCheckboxes
                  value={field.value}
                  onChange={field.onChange}
                  idPrefix="new-client-scope"
                  compact
                />
              )}
            />
            <FormMessage error={scopeError} />
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving...' : 'Create Client'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
