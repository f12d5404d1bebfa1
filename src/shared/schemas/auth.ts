import { z } from 'zod';

export const loginRequest = z.object({
  email: z.string().trim().min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required'),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** The signed-in adviser as the browser sees it. */
export type PublicUser = {
  id: string;
  name: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  picture: string | null;
  subscriptionTier: string;
  practiceName: string;
  /** The adviser must choose a new password before anything else (the demo adviser at first sign-in). */
  mustChangePassword: boolean;
};

/** One of the adviser's sessions as Settings lists it. */
export type AdviserSession = {
  /** Ends this session (DELETE /api/account/sessions/:id); not the cookie, which it cannot open. */
  id: string;
  /** "Chrome on Windows", from the browser's User-Agent. */
  device: string;
  /** The address it signed in from. */
  address: string;
  signedInAt: string;
  lastSeenAt: string;
  /** The session this browser is using. */
  current: boolean;
};

export const sessionParams = z.object({ sessionId: z.string().uuid('Not a session id') });

export const updateProfileRequest = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(100),
  lastName: z.string().trim().max(100),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

export const minimumPasswordLength = 10;

export const changePasswordRequest = z.object({
  currentPassword: z.string().min(1, 'Current password is required'),
  newPassword: z
    .string()
    .min(minimumPasswordLength, `Use at least ${minimumPasswordLength} characters`)
    .max(200, 'Use at most 200 characters'),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;
