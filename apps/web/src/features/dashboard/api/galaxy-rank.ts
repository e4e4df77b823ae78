import { useQuery } from "@tanstack/react-query";
import { sdk } from "@/lib/sdk/sdk";

/** The pilot's Galaxy Rank and Total Pilots. */
export function useGalaxyRank() {
  return useQuery({
    queryKey: ["dashboard", "galaxy-rank"],
    queryFn: ({ signal }) => sdk.functions.invoke("galaxyRank", {}, { signal }),
  });
}
