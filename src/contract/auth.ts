/**
 * Bodies and answers of /v1/auth (spec 000 §7 "Auth"). The answer shapes beyond tokens.access.token
 * and the user block are ours; docs/api.md shows them whole.
 */
import * as v from 'valibot';
import { validationText as t } from '../i18n/validation';
import { objectWithEveryKey, optionalText, requiredText } from './common';
import { roles } from './permissions';

export const loginEmailBody = objectWithEveryKey({
  email: v.pipe(requiredText(254), v.email(t.invalidEmail)),
  password: requiredText(200),
});

export const loginUsernameBody = objectWithEveryKey({
  username: requiredText(100),
  password: requiredText(200),
});

/** Refresh and logout both name the session by its refresh token. */
const refreshTokenBody = () => objectWithEveryKey({ refreshToken: requiredText(500) });
export const refreshBody = refreshTokenBody();
export const logoutBody = refreshTokenBody();

/** The password rule of every password the server sets (the app's forms and `npm run admin` too). */
export const newPassword = v.pipe(
  requiredText(200),
  v.minLength(8, 'La contraseña debe tener al menos 8 caracteres'),
);

export const userRole = v.picklist(roles, 'Rol no válido');
/** Site ids a user belongs to (spec 000 §1: one or more). */
export const userSites = v.pipe(v.array(v.picklist([1, 2, 3], 'Sede no válida')), v.minLength(1, t.required));

/**
 * Every text of a new user has a maximum (docs/api.md "register"), so no field stores an unbounded text:
 * a professional registration number is a short code, a speciality a name like the user's own.
 */
export const REGISTRATION_NUMBER_MAX = 50;
export const SPECIALITY_MAX = 200;

export const registerBody = objectWithEveryKey({
  email: v.pipe(requiredText(254), v.email(t.invalidEmail)),
  name: requiredText(200),
  username: v.pipe(
    requiredText(100),
    v.regex(/^[a-z0-9._-]+$/i, 'Solo letras, números, punto, guion y guion bajo'),
  ),
  password: newPassword,
  rol: userRole,
  sede: userSites,
  numeroRegistro: optionalText(REGISTRATION_NUMBER_MAX),
  especialidad: optionalText(SPECIALITY_MAX),
});

export const tokenSchema = v.object({ token: v.string(), expires: v.string() });
export const tokensSchema = v.object({ access: tokenSchema, refresh: tokenSchema });
export type Tokens = v.InferOutput<typeof tokensSchema>;

export const siteSchema = v.object({ id: v.number(), name: v.string() });
export type Site = v.InferOutput<typeof siteSchema>;

export const sessionUserSchema = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  username: v.string(),
  role: v.picklist(roles),
  numeroRegistro: v.nullable(v.string()),
  especialidad: v.nullable(v.string()),
  /** The user's sites (the spec's "sede"). */
  sede: v.array(siteSchema),
  permissions: v.object({ policies: v.array(v.string()), userModules: v.array(v.string()) }),
  modulesAccess: v.array(v.string()),
  enableChangeSite: v.boolean(),
});
export type SessionUser = v.InferOutput<typeof sessionUserSchema>;

export const loginAnswer = v.object({ user: sessionUserSchema, tokens: tokensSchema });
export type LoginAnswer = v.InferOutput<typeof loginAnswer>;

/** PUT /v1/auth/users/{id}/password (an administrator sets a user's password). */
export const passwordResetBody = objectWithEveryKey({ password: newPassword });

/**
 * GET /v1/auth/device-secret: the signed-in user's device secret (base64 of 32 random bytes), and the one
 * before it when an administrator has set the user's password since (null otherwise).
 */
const deviceSecret = v.pipe(v.string(), v.base64());
export const deviceSecretAnswer = v.object({
  secret: deviceSecret,
  previous: v.optional(v.nullable(deviceSecret), null),
  /**
   * PBKDF2 rounds for the device's password verifier, sent only by a server in test mode to a browser
   * test that asked for it (docs/offline-identity.md "Tests"); absent, the device uses its own 600,000.
   */
  passwordRounds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1000))),
});
