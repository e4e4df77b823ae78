import { CloudUpload } from "lucide-react";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { PAGE_TITLES } from "@/lib/routing/pages";
import { TransmissionConsole } from "./components/transmission-console";
import { TransmissionList } from "./components/transmission-list";
import { UPLOAD_VARIANT } from "./components/upload-form";
import { BAY_LOADING_TEXT, useBayReady } from "./hooks/use-bay-ready";

/** /Upload: the same form as the Transmission Bay, without Cancel or the size line (SPEC.md section 2). */
export function UploadPage() {
  const ready = useBayReady();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={PAGE_TITLES.Upload} icon={CloudUpload} />
      {ready ? (
        <>
          <TransmissionConsole variant={UPLOAD_VARIANT} />
          <TransmissionList />
        </>
      ) : (
        <LoadingState text={BAY_LOADING_TEXT} />
      )}
    </div>
  );
}
