import { z } from 'zod';
import { emailSchema, passwordSchema, verificationCodeSchema } from '@topup/shared/validation';
import { defineCall } from './defineCall';
import { userInfoSchema } from './user';

/** What a verification code is for: a new account, a login without password, a password reset. */
export const VERIFICATION_SCENES = ['register', 'login', 'reset'] as const;
export type VerificationScene = (typeof VERIFICATION_SCENES)[number];
const sceneSchema = z.enum(VERIFICATION_SCENES);

/**
 * Mails a 6-digit code for the scene. The answer is the same whether or not the address has an
 * account. A second code for the same address and scene within 60 s is refused with 1011.
 */
export const sendVerificationCodeCall = defineCall({
  method: 'GET',
  path: '/user/verification/code/sendVerificationCode',
  access: 'public',
  tag: 'auth',
  summary: 'Mail a verification code (scene register, login or reset)',
  request: z.object({ email: emailSchema, scene: sceneSchema }),
  response: z.object({ resendAfterSeconds: z.number().int() }),
});

/** Checks a code without using it up; a wrong code counts towards the lock-out. */
export const verifyCodeCall = defineCall({
  method: 'GET',
  path: '/user/verification/code/verifyCode',
  access: 'public',
  tag: 'auth',
  summary: 'Check a verification code without consuming it',
  request: z.object({ email: emailSchema, code: verificationCodeSchema, scene: sceneSchema }),
  response: z.object({ valid: z.literal(true) }),
});

/**
 * Login or registration by code. An existing account logs in with a 'login' (or 'register') code;
 * a new address is registered with a 'register' (or 'login') code, setting `password` when given.
 * The answer's `code` is an OAuth authorization code for POST /oauth/token.
 */
export const loginRegisterCall = defineCall({
  method: 'POST',
  path: '/user/login/code/loginRegister',
  access: 'public',
  tag: 'auth',
  summary: 'Log in or register with a mailed code; answers an authorization code',
  request: z.object({
    email: emailSchema,
    code: verificationCodeSchema,
    password: passwordSchema.optional(),
    inviteCode: z.string().trim().max(64).optional(),
  }),
  response: z.object({ code: z.string(), isNewUser: z.boolean() }),
});

/** Password login; answers an authorization code for POST /oauth/token. */
export const loginInCall = defineCall({
  method: 'POST',
  path: '/user/login/v2/loginIn',
  access: 'public',
  tag: 'auth',
  summary: 'Log in with e-mail and password; answers an authorization code',
  request: z.object({ email: emailSchema, password: z.string().min(1).max(256) }),
  response: z.object({ code: z.string() }),
});

/** Sets a new password with a 'reset' code (the /forget and /resetpsd screens); signs out everywhere. */
export const resetPasswordCall = defineCall({
  method: 'POST',
  path: '/user/login/code/resetPassword',
  access: 'public',
  tag: 'auth',
  summary: 'Set a new password with a reset code',
  request: z.object({ email: emailSchema, code: verificationCodeSchema, newPassword: passwordSchema }),
  response: z.object({}),
});

export const OAUTH_GRANT_TYPES = ['authorization_code', 'refresh_token'] as const;

/**
 * OAuth token endpoint (form-encoded, HTTP Basic client authentication). Not under /api. The
 * answer is the usual envelope; its data holds the token record.
 */
export const oauthTokenCall = defineCall({
  method: 'POST',
  path: '/oauth/token',
  access: 'public',
  tag: 'auth',
  summary: 'Exchange an authorization code or a refresh token for tokens (Basic client auth)',
  bodyType: 'form',
  request: z.object({
    grant_type: z.enum(OAUTH_GRANT_TYPES),
    code: z.string().min(1).max(512).optional(),
    redirect_uri: z.string().min(1).max(2048).optional(),
    refresh_token: z.string().min(1).max(512).optional(),
  }),
  response: z.object({
    access_token: z.string(),
    refresh_token: z.string(),
    /** Seconds the access token lives. */
    expires_in: z.number().int(),
    /** When the tokens were made, ms since the epoch. */
    create_time: z.number().int(),
    token_type: z.literal('bearer'),
  }),
});
export type OAuthTokens = z.infer<typeof oauthTokenCall.response>;

/** Revokes the caller's session: its refresh tokens and access tokens. Not under /api. */
export const oauthLogoutCall = defineCall({
  method: 'POST',
  path: '/oauth/logout',
  access: 'user',
  tag: 'auth',
  summary: "Log out: revoke the caller's tokens",
  request: z.object({}),
  response: z.object({}),
});

/** The web client's settings, the one list of oauthClientCall's schema and of oauthClientOf. */
const OAUTH_CLIENT_FIELDS = ['clientId', 'clientSecret', 'redirectPath'] as const;

/**
 * The store's web client as the browser must present it at /oauth/token. A browser holds no
 * secret from its visitors, so the web client's secret is public by nature (an OAuth "public
 * client"); the protection lies in single-use, short-lived codes, the redirect path check and
 * refresh-token rotation (docs/accounts.md).
 */
export const oauthClientCall = defineCall({
  method: 'GET',
  path: '/oauth/client',
  access: 'public',
  tag: 'auth',
  summary: "The web client's id, secret and redirect path, for the browser's token calls",
  request: z.object({}),
  response: z.object(
    Object.fromEntries(OAUTH_CLIENT_FIELDS.map((field) => [field, z.string()])) as Record<(typeof OAUTH_CLIENT_FIELDS)[number], z.ZodString>,
  ),
});
export type OAuthClient = z.infer<typeof oauthClientCall.response>;

/** oauthClientCall's answer in `value` (other keys dropped, as its schema does) or null; without zod, since the shell reads it at boot. */
export function oauthClientOf(value: unknown): OAuthClient | null {
  if (typeof value !== 'object' || value === null) return null;
  const fields = value as Record<string, unknown>;
  if (!OAUTH_CLIENT_FIELDS.every((field) => typeof fields[field] === 'string')) return null;
  return Object.fromEntries(OAUTH_CLIENT_FIELDS.map((field) => [field, fields[field]])) as OAuthClient;
}

/**
 * The user behind the bearer token, for OAuth clients. Not under /api. The same record as
 * getUserInfo: the store has one client and one notion of "who is signed in".
 */
export const oauthUserCall = defineCall({
  method: 'GET',
  path: '/oauth/user',
  access: 'user',
  tag: 'auth',
  summary: 'The user behind the bearer token (the same record as getUserInfo)',
  request: z.object({}),
  response: userInfoSchema,
});
