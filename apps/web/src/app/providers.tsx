import { useState, type ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "sonner";
import { TooltipProvider } from "@/components/ui/tooltip";
import { TOAST_LIMIT } from "@/lib/toast";
import { createQueryClient } from "./query-client";

/** Everything a page may rely on: the query cache, tooltip timing (SPEC.md section 9) and toasts. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>{children}</TooltipProvider>
      {/* On a phone the toasts start below the 56 px mobile header, so they never cover its menu button. */}
      <Toaster theme="dark" position="top-right" visibleToasts={TOAST_LIMIT} mobileOffset={{ top: 64 }} richColors closeButton />
    </QueryClientProvider>
  );
}
