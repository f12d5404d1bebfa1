import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Questionnaire, QuestionnaireSection } from '@/shared/schemas/questionnaire';
import { conflictCurrent, serverMessage } from '@/client/lib/api-client';
import { toast } from '@/client/components/ui/use-toast';
import { useSaveQuestionnaire, type VersionedQuestionnaire } from '../api/questionnaire';
import {
  conflictingValues,
  questionnaireChanges,
  unsavedEdits,
  type ConflictingValue,
} from '../lib/questionnaire-changes';
import {
  questionnaireFormSchema,
  toFormValues,
  type QuestionnaireForm,
} from '../components/questionnaire-form';

export type SaveConflict = { theirs: VersionedQuestionnaire; values: ConflictingValue[] };

/**
 * The questionnaire's saves: what the server holds as far as this screen knows it (the base), the sections
 * completed, a save of only what changed since (If-Match: the base's version), and someone else's save met
 * on the way (taken in when nothing both changed, otherwise a conflict for the adviser to decide).
 */
export function useQuestionnaireSaves({
  form,
  clientId,
  saved,
  onInvalid,
}: {
  form: QuestionnaireForm;
  clientId: string;
  saved: Questionnaire;
  /** The form has errors: nothing was sent. */
  onInvalid: () => void;
}) {
  const queryClient = useQueryClient();
  const save = useSaveQuestionnaire(clientId);
  const [completed, setCompleted] = useState(() => new Set(saved.completedSections));

  /**
   * What the server holds as far as this screen knows it (the last load, save or accepted offer): a save
   * sends only what the adviser changed since, never the whole form.
   */
  const base = useRef(questionnaireFormSchema.parse(toFormValues(saved)));
  /** The same, as the inputs hold it: what the adviser's unsaved edits are measured against. */
  const baseInput = useRef(toFormValues(saved));
  /** The version the base is: a save sends it as If-Match, so someone else's save since answers 409. */
  const version = useRef((saved as VersionedQuestionnaire).version);
  /** Someone else's save that the adviser's changed values differ from: the adviser chooses. */
  const [conflict, setConflict] = useState<SaveConflict | null>(null);

  /** Makes `latest` the base, laying over it the adviser's unsaved edits (all, or all but `dropped`). */
  const rebase = (latest: VersionedQuestionnaire, dropped: ReadonlySet<string> = new Set()) => {
    const fresh = toFormValues(latest);
    const edits = unsavedEdits(baseInput.current as never, form.getValues() as never, fresh as never);
    base.current = questionnaireFormSchema.parse(fresh);
    baseInput.current = fresh;
    version.current = latest.version;
    form.reset(fresh);
    for (const [path, value] of edits)
      if (!dropped.has(path)) form.setValue(path as never, value as never, { shouldDirty: true });
    for (const path of dropped) {
      // A row field the adviser gives up: the row keeps the other's value.
      const [list, id, key] = path.split('.');
      if (!key || !list || !id) continue;
      const rows = form.getValues(list as never) as unknown as { id?: string }[];
      const theirs = (fresh as unknown as Record<string, { id?: string }[]>)[list]?.find(
        (row) => row.id === id,
      );
      if (!theirs) continue;
      form.setValue(
        list as never,
        rows.map((row) =>
          row.id === id ? { ...row, [key]: (theirs as Record<string, unknown>)[key] } : row,
        ) as never,
        { shouldDirty: true },
      );
    }
  };

  /** Someone else saved since the base: nothing both changed is sent again on theirs; otherwise the adviser decides. */
  const meetTheirSave = async (
    theirs: VersionedQuestionnaire,
    retry: () => Promise<boolean>,
  ): Promise<boolean> => {
    const values = conflictingValues(
      baseInput.current as never,
      form.getValues() as never,
      toFormValues(theirs) as never,
    );
    if (values.length === 0) {
      rebase(theirs);
      return retry();
    }
    setConflict({ theirs, values });
    return false;
  };

  /** Saves what changed; resolves to whether it was kept. */
  const persist = (sectionsDone: Set<QuestionnaireSection>, complete: boolean) =>
    new Promise<boolean>((resolve) => {
      void form.handleSubmit(
        async (values) => {
          try {
            const result = await save.mutateAsync({
              changes: questionnaireChanges(base.current, values, [...sectionsDone]),
              complete,
              version: version.current,
            });
            base.current = questionnaireFormSchema.parse(toFormValues(result));
            baseInput.current = toFormValues(result);
            version.current = result.version;
            form.reset(toFormValues(result));
            setCompleted(new Set(result.completedSections));
            resolve(true);
          } catch (error) {
            const theirs = conflictCurrent<VersionedQuestionnaire>(error);
            if (theirs) {
              resolve(await meetTheirSave(theirs, () => persist(sectionsDone, complete)));
              return;
            }
            toast({
              variant: 'destructive',
              title: 'Error',
              description: serverMessage(error, 'Could not save the questionnaire. Please try again.'),
            });
            resolve(false);
          }
        },
        () => {
          onInvalid();
          resolve(false);
        },
      )();
    });

  /**
   * Accepted offers are already saved: the form shows the server's values now (new rows included, on every
   * tab, mounted or not), with the adviser's unsaved edits laid over them; what the server holds becomes the
   * base of the next save, so the accepted values are not sent back and the edits still are.
   */
  const showAccepted = async () => {
    const latest = await queryClient.fetchQuery<VersionedQuestionnaire>({
      queryKey: ['/api/clients', clientId, 'questionnaire'],
      staleTime: 0,
    });
    rebase(latest);
  };

  /** The 409's choice: keep mine (saved on their version) or take theirs (for the values both changed). */
  const resolveConflict = async (keep: 'mine' | 'theirs') => {
    if (!conflict) return;
    setConflict(null);
    if (keep === 'mine') {
      rebase(conflict.theirs);
      if (await persist(completed, false)) toast({ title: 'Your changes are saved' });
    } else {
      rebase(conflict.theirs, new Set(conflict.values.map((value) => value.path)));
      toast({ title: 'Their values are shown', description: 'Your other changes are still to be saved.' });
    }
  };

  return { completed, conflict, persist, showAccepted, resolveConflict };
}
