import { z, type ZodType } from 'zod';

import {
  IDENTITY_HOSTS,
  IDENTITY_PATHS,
  lookupResponseSchema,
  secureTokenResponseSchema,
  signInWithCustomTokenResponseSchema,
  signInWithPasswordResponseSchema,
  signUpResponseSchema,
  type IdentityUserInfo,
} from '@klubb/contracts';

import { identityErrorFromBody, IdentityClientError, networkRequestFailed } from './identity-error';
import { tokensFromAnswer, type AuthTokens } from './tokens';

export interface IdentityClientConfig {
  /** Where Identity Toolkit answers: Google's host, or the API's stand-in (`standInUrls`). */
  identityToolkitUrl: string;
  /** Where the secure-token service answers. */
  secureTokenUrl: string;
  /** The web API key, sent as `?key=` on every call. */
  apiKey: string;
  /** The brand's tenant; every account of a brand lives in it. */
  tenantId: string | null;
  /** The request time-out in ms, asked before every call (30 s desktop, 60 s mobile, …). */
  timeoutMs: () => number;
  /** The member's language, for the e-mails the provider sends (`X-Firebase-Locale`). */
  locale?: string;
  /** For tests and non-browser callers; the page's `fetch` by default. */
  fetch?: typeof fetch;
}

/** Google's hosts: production swaps only these two URLs and the key (PROTOCOLS.md §1.1). */
export const GOOGLE_IDENTITY_URLS = {
  identityToolkitUrl: `https://${IDENTITY_HOSTS.identityToolkit}`,
  secureTokenUrl: `https://${IDENTITY_HOSTS.secureToken}`,
} as const;

/** The API's stand-in serves the production paths under the host names (PROTOCOLS.md §1.7). */
export const standInUrls = (apiUrl: string) => ({
  identityToolkitUrl: `${apiUrl}/${IDENTITY_HOSTS.identityToolkit}`,
  secureTokenUrl: `${apiUrl}/${IDENTITY_HOSTS.secureToken}`,
});

export interface RecaptchaConfig {
  siteKey: string;
  /** Whether e-mail and password calls must carry a reCAPTCHA token. */
  emailPasswordEnforcement: 'OFF' | 'AUDIT' | 'ENFORCE';
}

const anyObject = z.object({}).passthrough();
const recaptchaConfigSchema = z.object({
  recaptchaKey: z.string().optional(),
  recaptchaEnforcementState: z
    .array(
      z.object({ provider: z.string(), enforcementState: z.enum(['OFF', 'AUDIT', 'ENFORCE']) }),
    )
    .default([]),
});

type Method = 'GET' | 'POST';
interface CallOptions<T> {
  method?: Method;
  body?: Record<string, unknown>;
  form?: Record<string, string>;
  query?: Record<string, string | undefined>;
  schema: ZodType<T>;
}

/**
 * The identity client (ARCHITECTURE.md): the Identity Toolkit REST protocol scoped to the brand's
 * tenant, against Google Identity Platform or the API's stand-in alike. Every failure is an
 * IdentityClientError with the spec's client code; a time-out or a failed fetch is
 * `auth/network-request-failed`.
 */
export function createIdentityClient(config: IdentityClientConfig) {
  const tenant: { tenantId?: string } = config.tenantId ? { tenantId: config.tenantId } : {};

  async function call<T>(base: string, path: string, options: CallOptions<T>): Promise<T> {
    const { method = 'POST', body, form, query, schema } = options;
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value !== undefined) search.set(name, value);
    }
    search.set('key', config.apiKey);
    const headers: Record<string, string> = {
      'X-Client-Version': 'Browser/JsCore/klubb/FirebaseCore-web',
    };
    if (config.locale) headers['X-Firebase-Locale'] = config.locale;
    let payload: string | undefined;
    if (form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(form).toString();
    } else if (body) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), config.timeoutMs());
    let response: Response;
    let data: unknown;
    try {
      response = await (config.fetch ?? fetch)(`${base}${path}?${search}`, {
        method,
        headers,
        body: payload,
        signal: controller.signal,
        referrerPolicy: 'strict-origin-when-cross-origin',
      });
      data = await response.json().catch(() => undefined);
    } catch (cause) {
      throw networkRequestFailed(cause);
    } finally {
      clearTimeout(timer);
    }
    if (!response.ok) throw identityErrorFromBody(response.status, data);
    if (data && typeof data === 'object' && 'needConfirmation' in data) {
      throw identityErrorFromBody(response.status, data);
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      throw new IdentityClientError(
        'auth/internal-error',
        'Unexpected answer from the identity provider',
      );
    }
    return parsed.data;
  }

  const toolkit = <T>(path: string, options: CallOptions<T>) =>
    call(config.identityToolkitUrl, path, options);

  return {
    tenantId: config.tenantId,

    /** accounts:signInWithPassword. */
    async signInWithPassword(email: string, password: string): Promise<AuthTokens> {
      const answer = await toolkit(IDENTITY_PATHS.signInWithPassword, {
        body: {
          email,
          password,
          returnSecureToken: true,
          clientType: 'CLIENT_TYPE_WEB',
          ...tenant,
        },
        schema: signInWithPasswordResponseSchema,
      });
      return tokensFromAnswer(answer);
    },

    /** accounts:signUp: a new e-mail and password account in the tenant, signed in. */
    async signUp(email: string, password: string): Promise<AuthTokens> {
      const answer = await toolkit(IDENTITY_PATHS.signUp, {
        body: {
          email,
          password,
          returnSecureToken: true,
          clientType: 'CLIENT_TYPE_WEB',
          ...tenant,
        },
        schema: signUpResponseSchema,
      });
      return tokensFromAnswer(answer);
    },

    /** accounts:signInWithCustomToken: the API's token (BankID) for a session. */
    async signInWithCustomToken(token: string): Promise<AuthTokens> {
      const answer = await toolkit(IDENTITY_PATHS.signInWithCustomToken, {
        body: { token, returnSecureToken: true, ...tenant },
        schema: signInWithCustomTokenResponseSchema,
      });
      return tokensFromAnswer(answer);
    },

    /** accounts:lookup: the account behind an ID token (the tenant comes from the token). */
    async lookup(idToken: string): Promise<IdentityUserInfo> {
      const answer = await toolkit(IDENTITY_PATHS.lookup, {
        body: { idToken },
        schema: lookupResponseSchema,
      });
      const [user] = answer.users;
      if (!user)
        throw new IdentityClientError(
          'auth/user-token-expired',
          'No such account',
          'USER_NOT_FOUND',
        );
      return user;
    },

    /** accounts:delete (needs a recent sign-in). */
    async deleteAccount(idToken: string): Promise<void> {
      await toolkit(IDENTITY_PATHS.delete, { body: { idToken }, schema: anyObject });
    },

    /** securetoken v1/token, form-encoded: a new ID token (and maybe a new refresh token). */
    async refresh(refreshToken: string): Promise<AuthTokens> {
      const answer = await call(config.secureTokenUrl, IDENTITY_PATHS.token, {
        form: { grant_type: 'refresh_token', refresh_token: refreshToken },
        schema: secureTokenResponseSchema,
      });
      return {
        uid: answer.user_id,
        idToken: answer.id_token,
        refreshToken: answer.refresh_token,
        expiresInS: Number(answer.expires_in),
      };
    },

    /**
     * v2 accounts:revokeToken. Google revokes only Apple tokens this way and signing out is
     * client-side disposal; the stand-in also ends the refresh token it is handed.
     */
    async revokeToken(idToken: string, refreshToken: string): Promise<void> {
      await toolkit(IDENTITY_PATHS.revokeToken, {
        body: {
          providerId: 'password',
          tokenType: 'REFRESH_TOKEN',
          token: refreshToken,
          idToken,
          ...tenant,
        },
        schema: anyObject,
      });
    },

    /** v2 recaptchaConfig: whether e-mail and password calls need reCAPTCHA, and its site key. */
    async getRecaptchaConfig(): Promise<RecaptchaConfig> {
      const answer = await toolkit(IDENTITY_PATHS.recaptchaConfig, {
        method: 'GET',
        query: { clientType: 'CLIENT_TYPE_WEB', version: 'RECAPTCHA_ENTERPRISE', ...tenant },
        schema: recaptchaConfigSchema,
      });
      // As the Firebase SDK: no key is an error, and the site key is the key path's fourth part.
      const siteKey = answer.recaptchaKey?.split('/')[3];
      if (!siteKey) throw new IdentityClientError('auth/internal-error', 'No reCAPTCHA key');
      const emailPassword = answer.recaptchaEnforcementState.find(
        (state) => state.provider === 'EMAIL_PASSWORD_PROVIDER',
      );
      return { siteKey, emailPasswordEnforcement: emailPassword?.enforcementState ?? 'OFF' };
    },
  };
}

export type IdentityClient = ReturnType<typeof createIdentityClient>;
