/** The address bar as the client reads and sets it. */
export interface BrowserLocation {
  href: string;
}

/** The part of History used to strip the token from the address bar. */
export type BrowserHistory = Pick<History, "replaceState" | "state">;

/** The part of Storage the token needs. */
export type TokenStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Where the browser-bound parts of a client come from; all absent outside a browser, except storage. */
export interface ClientEnvironment {
  location: BrowserLocation | undefined;
  history: BrowserHistory | undefined;
  storage: TokenStorage;
}

/** Uses what the caller passed, else the browser's window, else in-memory storage (Node, tests). */
export function resolveEnvironment(options: { location?: BrowserLocation; storage?: TokenStorage }): ClientEnvironment {
  const win = typeof window === "undefined" ? undefined : window;
  return {
    location: options.location ?? win?.location,
    // A caller-supplied location is not the window's, so the window's history must not rewrite it.
    history: options.location ? undefined : win?.history,
    storage: options.storage ?? browserStorage(win) ?? memoryStorage(),
  };
}

function browserStorage(win: Window | undefined): TokenStorage | undefined {
  try {
    return win?.localStorage;
  } catch {
    // Blocked storage (privacy settings, sandboxed iframes) throws on access; the session then lasts the page.
    return undefined;
  }
}

/** A Storage stand-in that lives as long as the page. */
export function memoryStorage(): TokenStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}
