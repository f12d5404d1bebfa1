import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { updateProfileRequest, type PublicUser, type UpdateProfileRequest } from '@/shared/schemas/auth';
import { serverMessage } from '@/client/lib/api-client';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { FormMessage } from '@/client/components/ui/form-message';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { toast } from '@/client/components/ui/use-toast';
import { useUpdateProfile } from '../api/update-profile';

export function ProfileForm({ user }: { user: PublicUser }) {
  const updateProfile = useUpdateProfile();
  const form = useForm<UpdateProfileRequest>({
    resolver: zodResolver(updateProfileRequest),
    defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
  });
  const onSubmit = form.handleSubmit((values) =>
    updateProfile.mutate(values, {
      onSuccess: () => toast({ title: 'Profile updated', description: 'Your display name has been saved.' }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: serverMessage(error, 'Failed to save. Please try again.'),
        }),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>The name shown in the header and on the documents you generate.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor="firstName">First name *</Label>
              <Input id="firstName" autoComplete="given-name" {...form.register('firstName')} />
              <FormMessage error={form.formState.errors.firstName} />
            </div>
            <div className="space-y-2">
              <Label htmlFor="lastName">Last name</Label>
              <Input id="lastName" autoComplete="family-name" {...form.register('lastName')} />
              <FormMessage error={form.formState.errors.lastName} />
            </div>
          </div>
          <div className="space-y-2">
            <Label htmlFor="accountEmail">Email</Label>
            <Input id="accountEmail" value={user.email} readOnly disabled />
          </div>
          <Button type="submit" disabled={updateProfile.isPending}>
            {updateProfile.isPending ? 'Saving...' : 'Save profile'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
