import { useCallback, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { Beat } from "@soundship/shared";
import { CURRENT_USER_KEY } from "@/lib/hooks/current-user";
import { sendTransmission, TransmissionError, type Transmission } from "../api/send-transmission";
import { TRANSMISSIONS_KEY } from "../api/transmissions";
import { UPLOAD_ALLOWANCE_KEY } from "../api/upload-allowance";

/** SPEC.md section 4: idle, then busy, then success (form reset) or failure. */
export type TransmissionState =
  | { phase: "idle" }
  | { phase: "busy"; sent: number; total: number }
  | { phase: "success"; beat: Beat }
  | { phase: "failure"; message: string };

/** Runs one transmission at a time and tracks the bytes sent; leaving the page cancels it. */
export function useTransmission() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<TransmissionState>({ phase: "idle" });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const send = useCallback(
    async (input: Transmission): Promise<TransmissionState> => {
      abort.current = new AbortController();
      const total = input.file.size;
      setState({ phase: "busy", sent: 0, total });
      let next: TransmissionState;
      try {
        const beat = await sendTransmission(input, (sent) => setState({ phase: "busy", sent, total }), abort.current.signal);
        next = { phase: "success", beat };
        queryClient.setQueryData<Beat[]>(TRANSMISSIONS_KEY, (list) => [beat, ...(list ?? [])]);
        // The upload bonus changes the balance and XP shown elsewhere, and the upload took a slot.
        void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
        void queryClient.invalidateQueries({ queryKey: UPLOAD_ALLOWANCE_KEY });
      } catch (error) {
        next = { phase: "failure", message: error instanceof TransmissionError ? error.message : "Upload failed" };
      }
      setState(next);
      return next;
    },
    [queryClient],
  );

  return { state, send };
}
