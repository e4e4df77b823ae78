import { useSyncExternalStore } from "react";
import { onlineManager } from "@tanstack/react-query";
import { WifiOff } from "lucide-react";

/**
 * Says so when the connection is lost (app/connection.ts): pages reload their data on their own when
 * it returns, and anything sent meanwhile waits for it rather than being lost.
 */
export function OfflineBanner() {
  const online = useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), () => onlineManager.isOnline());
  if (online) return null;
  return (
    <p role="status" className="sticky top-0 z-30 flex items-center justify-center gap-2 border-b border-warn/50 bg-warn/15 px-4 py-2 text-center text-sm font-semibold text-warn backdrop-blur-md">
      <WifiOff className="size-4 shrink-0" aria-hidden />
      Connection lost. Reconnecting… Pages refresh by themselves when it returns, and nothing you send is lost.
    </p>
  );
}
