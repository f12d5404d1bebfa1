import { useEffect, useId, useState } from 'react';
import { CheckCircle2, ShieldCheck } from 'lucide-react';
import type { ClientDeclarationsBody, Declaration } from '@/shared/schemas/due-diligence';
import { formatDate } from '@/shared/format/date';
import { serverMessage } from '@/client/lib/api-client';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Label } from '@/client/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/client/components/ui/radio-group';
import { Textarea } from '@/client/components/ui/textarea';
import { toast } from '@/client/components/ui/use-toast';
import { useClientDeclarations, useSaveClientDeclarations } from '../api/declarations';

type Answer = { answer: 'yes' | 'no' | ''; detail: string };
const fromSaved = (saved: Declaration | null): Answer => ({
  answer: saved?.answer ?? '',
  detail: saved?.detail ?? '',
});

function Question({
  question,
  help,
  detailLabel,
  value,
  onChange,
}: {
  question: string;
  help: string;
  detailLabel: string;
  value: Answer;
  onChange: (value: Answer) => void;
}) {
  const id = useId();
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">{question}</legend>
      <p className="text-sm text-muted-foreground">{help}</p>
      <RadioGroup
        aria-label={question}
        value={value.answer}
        onValueChange={(answer) => onChange({ ...value, answer: answer as 'yes' | 'no' })}
        className="flex gap-6"
      >
        {(['no', 'yes'] as const).map((answer) => (
          <div key={answer} className="flex items-center gap-2">
            <RadioGroupItem value={answer} id={`${id}-${answer}`} />
            <Label htmlFor={`${id}-${answer}`}>{answer === 'yes' ? 'Yes' : 'No'}</Label>
          </div>
        ))}
      </RadioGroup>
      {value.answer === 'yes' && (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-detail`}>{detailLabel}</Label>
          <Textarea
            id={`${id}-detail`}
            value={value.detail}
            onChange={(event) => onChange({ ...value, detail: event.target.value })}
          />
        </div>
      )}
    </fieldset>
  );
}

/**
 * Two questions the law asks before financial advice (AUSTRAC's customer due diligence): whether the client
 * is a politically exposed person, or family or a close associate of one, and whether they are subject to
 * targeted financial sanctions. Their answers go to the adviser with the client as their source.
 */
export function ClientDeclarations({ token }: { token: string }) {
  const declarations = useClientDeclarations(token);
  const save = useSaveClientDeclarations(token);
  const [pep, setPep] = useState<Answer>(fromSaved(null));
  const [sanctions, setSanctions] = useState<Answer>(fromSaved(null));
  const [editing, setEditing] = useState(false);
  const saved = declarations.data;
  useEffect(() => {
    if (!saved) return;
    setPep(fromSaved(saved.pep));
    setSanctions(fromSaved(saved.sanctions));
  }, [saved]);

  const answered = Boolean(saved?.answeredAt);
  const complete =
    pep.answer !== '' &&
    sanctions.answer !== '' &&
    (pep.answer === 'no' || pep.detail.trim() !== '') &&
    (sanctions.answer === 'no' || sanctions.detail.trim() !== '');

  const onSave = async () => {
    if (!complete) {
      toast({
        variant: 'destructive',
        title: 'Please answer both questions',
        description: 'When you answer yes, tell us a little more.',
      });
      return;
    }
    try {
      await save.mutateAsync({
        // What was typed under a "yes" and then answered "no" is not sent.
        pep: { answer: pep.answer, detail: pep.answer === 'yes' ? pep.detail : null },
        sanctions: { answer: sanctions.answer, detail: sanctions.answer === 'yes' ? sanctions.detail : null },
      } as ClientDeclarationsBody);
      setEditing(false);
      toast({ title: 'Your answers were sent', description: 'Thank you.' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Not sent',
        description: serverMessage(error, 'Please try again.'),
      });
    }
  };

  return (
    <Card data-testid="client-declarations">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <ShieldCheck aria-hidden className="size-5 text-primary" /> Two questions we must ask
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          Before giving financial advice, the law asks your adviser to check these with everyone.
        </p>
      </CardHeader>
      <CardContent className="space-y-5">
        {answered && !editing ? (
          <div className="space-y-3 text-sm">
            <p className="flex items-center gap-2" role="status">
              <CheckCircle2 aria-hidden className="size-4 text-success" /> You answered on{' '}
              {formatDate(saved!.answeredAt!.slice(0, 10))}.
            </p>
            <p>
              Politically exposed person: <strong>{saved?.pep?.answer === 'yes' ? 'Yes' : 'No'}</strong>
              {saved?.pep?.detail ? ` (${saved.pep.detail})` : ''}
            </p>
            <p>
              Subject to sanctions: <strong>{saved?.sanctions?.answer === 'yes' ? 'Yes' : 'No'}</strong>
              {saved?.sanctions?.detail ? ` (${saved.sanctions.detail})` : ''}
            </p>
            <Button type="button" variant="outline" onClick={() => setEditing(true)}>
              Change my answers
            </Button>
          </div>
        ) : (
          <>
            <Question
              question="Are you a politically exposed person?"
              help="That is: do you, a family member or a close associate hold (or have held) a prominent public position, such as a member of parliament, senior judge, senior government or military official, or a head of a government-owned business or an international organisation, in Australia or elsewhere?"
              detailLabel="Which position, and who holds it"
              value={pep}
              onChange={setPep}
            />
            <Question
              question="Are you subject to targeted financial sanctions?"
              help="Australian or United Nations sanctions that name you, or a business you own or control."
              detailLabel="Which sanctions"
              value={sanctions}
              onChange={setSanctions}
            />
            <Button type="button" className="w-full sm:w-auto" onClick={onSave} disabled={save.isPending}>
              {save.isPending ? 'Sending…' : 'Send my answers'}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
