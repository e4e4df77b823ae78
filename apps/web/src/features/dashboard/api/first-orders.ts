import { useQuery } from "@tanstack/react-query";
import type { FunctionResult } from "@soundship/sdk";
import { sdk } from "@/lib/sdk/sdk";

export type FirstOrders = FunctionResult<"firstOrders">;

/** A new pilot's first orders, each marked done by the server from what the pilot has done. */
export function useFirstOrders() {
  return useQuery({
    queryKey: ["dashboard", "first-orders"],
    queryFn: ({ signal }) => sdk.functions.invoke("firstOrders", {}, { signal }),
  });
}
