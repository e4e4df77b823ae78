import { CloudUpload } from "lucide-react";
import { PageHeader } from "@/components/ui/page-header";
import { PagePlaceholder } from "@/components/ui/page-placeholder";
import { PAGE_TITLES } from "@/lib/pages";

/** /Upload: its SPEC.md title, and a placeholder that invents no data until the page's consoles exist. */
export function UploadPage() {
  return (
    <>
      <PageHeader title={PAGE_TITLES.Upload} icon={CloudUpload} />
      <PagePlaceholder icon={CloudUpload} purpose="Upload a beat, song, video or 3D ship model." />
    </>
  );
}
