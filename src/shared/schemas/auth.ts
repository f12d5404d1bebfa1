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
};

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
