import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff, FileSearch, ShieldCheck, Sparkles } from 'lucide-react';
import { loginRequest, type LoginRequest } from '@/shared/schemas/auth';
import { serverMessage } from '@/client/lib/api-client';
import { BrandLogo } from '@/client/components/brand-logo';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/client/components/ui/card';
import { FormMessage } from '@/client/components/ui/form-message';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { toast } from '@/client/components/ui/use-toast';
import { useLogin } from '../api/login';

const highlights = [
  { icon: FileSearch, text: 'Read licences, payslips, super and bank statements in seconds' },
  { icon: Sparkles, text: 'Pre-fill the Fact Find with every fact and where it came from' },
  { icon: ShieldCheck, text: "Your clients' data stays private to your practice" },
];

export function SignInScreen() {
  const [showPassword, setShowPassword] = useState(false);
  const login = useLogin();
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequest),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => toast({ title: 'Welcome back!', description: 'Successfully signed in to FactFind' }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Sign in failed',
          description: serverMessage(error, 'Invalid email or password'),
        }),
    }),
  );

  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <aside className="relative hidden overflow-hidden bg-primary p-12 text-primary-foreground lg:flex lg:flex-col lg:justify-between">
        <BrandLogo className="text-primary-foreground [&_rect]:fill-white/15" />
        <div className="max-w-md space-y-6">
          <h2 className="text-3xl font-semibold leading-tight">
            Fact-finding for Australian advisers, done in minutes.
          </h2>
          <ul className="space-y-4">
            {highlights.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 text-primary-foreground/90">
                <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-primary-foreground/70">
          Privacy notice: client information is handled under the Australian Privacy Principles.
        </p>
      </aside>

      <main className="flex items-center justify-center p-6">
        <Card className="w-full max-w-md">
          <CardHeader className="space-y-3 text-center">
            <BrandLogo className="mx-auto lg:hidden" />
            {/* The page's one h1: the aside's heading is hidden on a phone. */}
            <h1 data-slot="card-title" className="text-2xl leading-none font-semibold tracking-tight">
              Welcome Back
            </h1>
            <CardDescription>Sign in to your financial planning workspace</CardDescription>
          </CardHeader>
          <CardContent>
            <form onSubmit={onSubmit} className="space-y-4" noValidate>
              <div className="space-y-2">
                <Label htmlFor="email">Email</Label>
                <Input
                  id="email"
                  type="email"
                  autoComplete="email"
                  required
                  aria-invalid={Boolean(form.formState.errors.email)}
                  {...form.register('email')}
                />
                <FormMessage error={form.formState.errors.email} />
              </div>
              <div className="space-y-2">
                <Label htmlFor="password">Password</Label>
                <div className="relative">
                  <Input
                    id="password"
                    type={showPassword ? 'text' : 'password'}
                    autoComplete="current-password"
                    required
                    className="pr-10"
                    aria-invalid={Boolean(form.formState.errors.password)}
                    {...form.register('password')}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="absolute right-0 top-0 h-full hover:bg-transparent"
                    onClick={() => setShowPassword((shown) => !shown)}
                    aria-label={showPassword ? 'Hide password' : 'Show password'}
                  >
                    {showPassword ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
                  </Button>
                </div>
                <FormMessage error={form.formState.errors.password} />
              </div>
              <Button type="submit" className="w-full" disabled={login.isPending}>
                {login.isPending ? 'Signing in...' : 'Sign In'}
              </Button>
            </form>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
