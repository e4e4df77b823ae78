import { Radio } from "lucide-react";
import { PageHeader } from "@/components/ui/page-header";
import { PagePlaceholder } from "@/components/ui/page-placeholder";
import { PAGE_TITLES } from "@/lib/pages";

/** /TransmissionBay: its SPEC.md title, and a placeholder that invents no data until the page's consoles exist. */
export function TransmissionBayPage() {
  return (
    <>
      <PageHeader title={PAGE_TITLES.TransmissionBay} icon={Radio} />
      <PagePlaceholder icon={Radio} purpose="Send beats, songs, videos and 3D ship models to the fleet from this bay." />
    </>
  );
}
