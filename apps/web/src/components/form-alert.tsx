import { CircleAlert, CircleCheck } from "lucide-react";
import { cn } from "@/lib/ui/cn";

/** The one message under a form. Errors use role="alert" so they are read out as soon as they appear. */
export function FormAlert({ tone, children }: { tone: "error" | "success"; children: string | undefined }) {
  const Icon = tone === "error" ? CircleAlert : CircleCheck;
  return (
    <div role={tone === "error" ? "alert" : "status"} className="min-h-0">
      {children ? (
        <p
          className={cn(
            "flex items-start gap-2 rounded-lg border px-3 py-2 text-sm",
            tone === "error" ? "border-alert/50 bg-alert/10 text-alert" : "border-go/50 bg-go/10 text-go",
          )}
        >
          <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
          {children}
        </p>
      ) : null}
    </div>
  );
}
