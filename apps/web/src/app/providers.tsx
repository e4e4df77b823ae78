import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { TooltipProvider } from "@/components/ui/tooltip";
import { watchConnection } from "@/app/connection";
import { TOAST_LIMIT, useToastsWanted } from "@/lib/ui/toast";
import { createQueryClient } from "./query-client";

// Loaded with the first toast (lib/ui/toast.ts), like the rest of the toast library.
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/** Everything a page may rely on: the query cache, tooltip timing (SPEC.md section 9) and toasts. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const toastsWanted = useToastsWanted();
  // Requests failing for network reasons show the offline banner; queries refetch when it returns.
  useEffect(() => watchConnection(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>{children}</TooltipProvider>
      {/* At the bottom, so toasts never cover the header: its menu button and the Stardust balance. */}
      {toastsWanted ? (
        <Suspense fallback={null}>
          <Toaster theme="dark" position="bottom-right" visibleToasts={TOAST_LIMIT} richColors closeButton />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
