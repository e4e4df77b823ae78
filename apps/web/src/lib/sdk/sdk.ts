import { createClient } from "@soundship/sdk";
import { APP_ID } from "./app-id";

/**
 * The one client the signed-in app uses. `requiresAuth` sends the pilot to the login page when the
 * session is no longer valid, so no page has to handle a 401 itself. Creating it also moves an
 * `access_token` handed over by the login page from the address bar into storage.
 */
export const sdk = createClient({ appId: APP_ID, requiresAuth: true });
