import { z } from 'zod';
import { passwordSchema, verificationCodeSchema } from '@topup/shared/validation';
import { defineCall } from './defineCall';

export const userInfoSchema = z.object({
  /** 64-bit identifier as a string. */
  id: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  nickname: z.string(),
  inviteCode: z.string(),
  /** Registration time, ms since the epoch. */
  createTime: z.number().int(),
});
export type UserInfoData = z.infer<typeof userInfoSchema>;

export const getUserInfoCall = defineCall({
  method: 'GET',
  path: '/user/front/user/getUserInfo',
  access: 'user',
  tag: 'user',
  summary: "The caller's account",
  request: z.object({}),
  response: userInfoSchema,
});

/**
 * New password, proven by the old password or by a 'reset' code mailed to the account's address
 * (exactly one of them). Other sessions are signed out; the caller's stays.
 */
export const changePasswordCall = defineCall({
  method: 'POST',
  path: '/user/front/user/changePassWord',
  access: 'user',
  tag: 'user',
  summary: 'Change the password with the old password or a reset code',
  request: z.object({
    oldPassword: z.string().min(1).max(256).optional(),
    code: verificationCodeSchema.optional(),
    newPassword: passwordSchema,
  }),
  response: z.object({}),
});
