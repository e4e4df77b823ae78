import type { AuthResult, ChangePasswordInput, ProfileUpdate, ProviderList, User, passwordResetRequestSchema, registerSchema } from "@soundship/shared";
import type { Http, RequestOptions } from "./http.ts";
import type { LoginNavigator } from "./login-redirect.ts";
import type { TokenStore } from "./token.ts";

/** Sign-up fields, as the server's schema accepts them. */
export type RegisterInput = ReturnType<typeof registerSchema.parse>;

/** The body of auth calls that only confirm. */
export interface OkResult {
  ok: true;
}

/** A confirmation with the sentence to show the pilot. */
export interface OkMessage extends OkResult {
  message: string;
}

/** Sign-in, sign-up, the current pilot, and passwords and addresses. */
export interface AuthApi {
  /** The signed-in pilot. */
  me(options?: RequestOptions): Promise<User>;
  /** Changes profile fields of the signed-in pilot; economy fields are the server's. `avatar_url: null` removes the picture. */
  updateMe(data: ProfileUpdate, options?: RequestOptions): Promise<User>;
  /** Sends a picture (PNG, JPEG or WebP, at most 2 MB) as the signed-in pilot's avatar. */
  setAvatar(picture: Blob, options?: RequestOptions): Promise<User>;
  /** Signs in and keeps the token. */
  login(email: string, password: string, options?: RequestOptions): Promise<AuthResult>;
  /** Creates an account, signs in and keeps the token. */
  register(input: RegisterInput, options?: RequestOptions): Promise<AuthResult>;
  /** Ends the session (best effort on the server), forgets the token and goes to the login page. */
  logout(redirectUrl?: string): Promise<void>;
  /** Goes to the login page, which brings the pilot back to `fromUrl` (default: this page). */
  redirectToLogin(fromUrl?: string): void;
  /** Mails a link to the app's login page, where the pilot chooses a new password. */
  requestPasswordReset(email: string, options?: RequestOptions): Promise<OkResult>;
  /** Sets a new password with the token from the reset link. */
  resetPassword(token: string, password: string, options?: RequestOptions): Promise<OkResult>;
  /** Mails a new verification link when the address has an account that is not verified (same answer either way). */
  requestVerification(email: string, options?: RequestOptions): Promise<OkMessage>;
  /** Confirms an address with the token from a verification mail's link. */
  verifyEmail(token: string, options?: RequestOptions): Promise<OkMessage>;
  /** Asks to move the signed-in pilot to a new address; it changes once confirmed from the mail sent there. */
  changeEmail(email: string, options?: RequestOptions): Promise<OkMessage>;
  /** Sets a new password with the current one; this session stays, every other one of the pilot ends. */
  changePassword(input: ChangePasswordInput, options?: RequestOptions): Promise<OkMessage>;
  /** The sign-in providers this server offers (the login page's buttons). */
  providers(options?: RequestOptions): Promise<ProviderList>;
  /** Where the browser goes to sign in with a provider; it comes back to `fromUrl` with the token. */
  providerSignInUrl(providerId: string, fromUrl?: string | null): string;
  /** True when the server accepts the current session. */
  isAuthenticated(options?: RequestOptions): Promise<boolean>;
  /** True when a token is held; says nothing about whether it is still valid. */
  hasToken(): boolean;
}

/** What the auth module needs from its client. */
export interface AuthDeps {
  http: Http;
  appPath: string;
  tokens: TokenStore;
  login: LoginNavigator;
  /** `${serverUrl}/api`, for addresses the browser itself goes to. */
  apiRoot?: string;
}

/** Auth calls of one app. */
export function createAuth({ http, appPath, tokens, login, apiRoot = "/api" }: AuthDeps): AuthApi {
  const mePath = `${appPath}/entities/User/me`;
  // These calls run without a session, so their 401 (a wrong password) must not send the pilot to the login page.
  const anonymous = <T>(name: string, body: object, options?: RequestOptions) =>
    http<T>({ method: "POST", path: `${appPath}/auth/${name}`, body, sessionRequired: false, signal: options?.signal });
  const signIn = async (name: string, body: object, options?: RequestOptions) => {
    const result = await anonymous<AuthResult>(name, body, options);
    tokens.set(result.access_token);
    return result;
  };

  return {
    me: (options) => http({ method: "GET", path: mePath, signal: options?.signal }),
    updateMe: (data, options) => http({ method: "PUT", path: mePath, body: data, signal: options?.signal }),
    setAvatar: (picture, options) => http({ method: "PUT", path: `${mePath}/avatar`, body: picture, signal: options?.signal }),
    login: (email, password, options) => signIn("login", { email, password }, options),
    register: (input, options) => signIn("register", input, options),
    async logout(redirectUrl) {
      if (tokens.get()) {
        // Best effort: the pilot is signed out locally even when the server cannot be reached.
        await http({ method: "POST", path: `${appPath}/auth/logout`, sessionRequired: false }).catch(() => undefined);
      }
      tokens.set(null);
      login.go(redirectUrl);
    },
    redirectToLogin: (fromUrl) => login.go(fromUrl),
    requestPasswordReset: (email, options) => {
      const body: ReturnType<typeof passwordResetRequestSchema.parse> = { email };
      return anonymous("reset-password/request", body, options);
    },
    resetPassword: (token, password, options) => anonymous("reset-password", { token, password }, options),
    requestVerification: (email, options) => anonymous("verify-email/request", { email }, options),
    verifyEmail: (token, options) => anonymous("verify-email", { token }, options),
    changeEmail: (email, options) => http({ method: "POST", path: `${appPath}/auth/change-email`, body: { email }, signal: options?.signal }),
    changePassword: (input, options) => http({ method: "POST", path: `${appPath}/auth/change-password`, body: input, signal: options?.signal }),
    async providers(options) {
      const reply = await http<{ providers: ProviderList }>({ method: "GET", path: `${appPath}/auth/providers`, sessionRequired: false, signal: options?.signal });
      return reply.providers;
    },
    providerSignInUrl(providerId, fromUrl) {
      const query = fromUrl ? `?from_url=${encodeURIComponent(fromUrl)}` : "";
      return `${apiRoot}${appPath}/auth/providers/${encodeURIComponent(providerId)}/sign-in${query}`;
    },
    async isAuthenticated(options) {
      try {
        // A probe: a dead session answers false here instead of leaving the page.
        await http({ method: "GET", path: mePath, sessionRequired: false, signal: options?.signal });
        return true;
      } catch {
        return false;
      }
    },
    hasToken: () => tokens.get() !== null,
  };
}
