import { Radio } from "lucide-react";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { PAGE_TITLES } from "@/lib/routing/pages";
import { TransmissionConsole } from "./components/transmission-console";
import { TransmissionList } from "./components/transmission-list";
import { BAY_VARIANT } from "./components/upload-form";
import { BAY_LOADING_TEXT, useBayReady } from "./hooks/use-bay-ready";

/** /TransmissionBay: send beats, songs, videos and 3D ship models; the pilot's transmissions below. */
export function TransmissionBayPage() {
  const ready = useBayReady();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={PAGE_TITLES.TransmissionBay} icon={Radio} subtitle="Send beats, songs, videos and 3D ship models to the fleet." />
      {ready ? (
        <>
          <TransmissionConsole variant={BAY_VARIANT} />
          <TransmissionList />
        </>
      ) : (
        <LoadingState text={BAY_LOADING_TEXT} />
      )}
    </div>
  );
}
