import { createClient } from "@soundship/sdk";
import { APP_ID } from "@/lib/sdk/app-id";

/**
 * The login page's own client, without requiresAuth: a wrong password here is an answer to show on
 * the form, never a reason to send the pilot to the login page they are already on.
 */
export const authClient = createClient({ appId: APP_ID });
