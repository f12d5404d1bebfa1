import { useState } from 'react';
import { Mail } from 'lucide-react';
import type { RequestWelcome } from '@/shared/schemas/document-request';
import { serverMessage } from '@/client/lib/api-client';
import { DateInput } from '@/client/components/date-input';
import { Button } from '@/client/components/ui/button';
import { FormMessage } from '@/client/components/ui/form-message';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { useSendCode, useVerifyClient } from '../api/client-request';

/** Before anything is shown: the client's date of birth, or a code e-mailed to the address on record. */
export function VerifyIdentity({ token, welcome }: { token: string; welcome: RequestWelcome }) {
  const [method, setMethod] = useState<'dob' | 'code'>('dob');
  const [dob, setDob] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const verify = useVerifyClient(token);
  const sendCode = useSendCode(token);
  const [codeSent, setCodeSent] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    // The date input holds '0000-00-00' while what is typed is not a date.
    if (method === 'dob' && (!/^\d{4}-\d{2}-\d{2}$/.test(dob) || dob === '0000-00-00'))
      return setProblem('Enter your date of birth as dd/mm/yyyy');
    if (method === 'code' && !/^\d{6}$/.test(code.trim()))
      return setProblem('Enter the 6-digit code from the e-mail');
    try {
      await verify.mutateAsync(method === 'dob' ? { dob } : { code: code.trim() });
    } catch (error) {
      setProblem(serverMessage(error, 'That did not work. Please try again.'));
    }
  };

  const requestCode = async () => {
    setProblem(null);
    try {
      await sendCode.mutateAsync();
      setCodeSent(true);
      setMethod('code');
    } catch (error) {
      setProblem(serverMessage(error, 'The code could not be sent. Please try again.'));
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <p className="text-sm text-muted-foreground">
        To keep your information safe, please confirm who you are first.
      </p>
      {method === 'dob' ? (
        <div className="space-y-2">
          <Label htmlFor="request-dob">Your date of birth</Label>
          <DateInput id="request-dob" value={dob} onChange={setDob} aria-invalid={Boolean(problem)} />
        </div>
      ) : (
        <div className="space-y-2">
          <Label htmlFor="request-code">Code from the e-mail</Label>
          <Input
            id="request-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={Boolean(problem)}
          />
          {codeSent && welcome.codeEmail && (
            <p className="text-sm text-muted-foreground">We sent a code to {welcome.codeEmail}.</p>
          )}
        </div>
      )}
      {problem && <FormMessage>{problem}</FormMessage>}
      <Button type="submit" className="w-full" disabled={verify.isPending}>
        {verify.isPending ? 'Checking…' : 'Continue'}
      </Button>
      {welcome.codeEmail && method === 'dob' && (
        <Button
          type="button"
          variant="link"
          className="w-full"
          onClick={requestCode}
          disabled={sendCode.isPending}
        >
          <Mail /> E-mail me a code instead
        </Button>
      )}
      {method === 'code' && (
        <div className="flex flex-wrap justify-center gap-2">
          <Button type="button" variant="link" onClick={requestCode} disabled={sendCode.isPending}>
            Send a new code
          </Button>
          <Button type="button" variant="link" onClick={() => setMethod('dob')}>
            Use my date of birth
          </Button>
        </div>
      )}
    </form>
  );
}
