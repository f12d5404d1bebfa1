import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { changePasswordRequest } from '@/shared/schemas/auth';
import { serverMessage } from '@/client/lib/api-client';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { FormMessage } from '@/client/components/ui/form-message';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { toast } from '@/client/components/ui/use-toast';
import { useChangePassword } from '../api/change-password';
import { sessionsQueryKey } from '../api/sessions';

const passwordForm = changePasswordRequest
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });
type PasswordFormValues = z.infer<typeof passwordForm>;

type PasswordFormProps = {
  title?: string;
  description?: string;
  /** After the password is changed (the demo adviser's first sign-in goes on into the app). */
  onChanged?: () => void;
};

export function PasswordForm({
  title = 'Password',
  description = 'Changing it signs you out everywhere else.',
  onChanged,
}: PasswordFormProps) {
  const queryClient = useQueryClient();
  const changePassword = useChangePassword();
  const form = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          toast({ title: 'Password changed', description: 'Your other sessions have been signed out.' });
          void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
          onChanged?.();
        },
        onError: (error) => {
          const message = serverMessage(error, 'Failed to change the password. Please try again.');
          // The server's password rules (common passwords, the adviser's own name) belong under the field.
          const newPasswordProblem = /^newPassword: (.+)$/.exec(message)?.[1];
          if (newPasswordProblem) form.setError('newPassword', { message: newPasswordProblem });
          toast({
            variant: 'destructive',
            title: 'Password not changed',
            description: newPasswordProblem ?? message,
          });
        },
      },
    ),
  );

  const field = (name: keyof PasswordFormValues, label: string, autoComplete: string) => (
    <div className="space-y-2">
      <Label htmlFor={name}>{label}</Label>
      <Input id={name} type="password" autoComplete={autoComplete} {...form.register(name)} />
      <FormMessage error={form.formState.errors[name]} />
    </div>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          {field('currentPassword', 'Current password', 'current-password')}
          <div className="grid gap-4 sm:grid-cols-2">
            {field('newPassword', 'New password', 'new-password')}
            {field('confirmPassword', 'Confirm new password', 'new-password')}
          </div>
          <Button type="submit" disabled={changePassword.isPending}>
            {changePassword.isPending ? 'Saving...' : 'Change password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
