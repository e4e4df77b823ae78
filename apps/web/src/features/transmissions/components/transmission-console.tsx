import { useState } from "react";
import { AudioLines, Box, Clapperboard, Music } from "lucide-react";
import { MEDIA_TYPES, MEDIA_TYPE_LABELS, type MediaType } from "@soundship/shared";
import { Card, CardContent } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useUploadAllowance } from "../api/upload-allowance";
import { AllowanceSummary, LimitReached } from "./upload-allowance";
import { UploadForm, type FormVariant } from "./upload-form";

const ICONS = { beat: AudioLines, song: Music, video: Clapperboard, model: Box } as const;

/**
 * The four type tabs over the upload form. Each tab mounts its own form, so switching type starts
 * clean (the accept filter changes with it); the tabs hold still while a file is on its way. Above the
 * form the pilot sees what they may still upload; with no slot left, that replaces the form.
 */
export function TransmissionConsole({ variant }: { variant: FormVariant }) {
  const [mediaType, setMediaType] = useState<MediaType>("beat");
  const [busy, setBusy] = useState(false);
  // The pages show the console once the allowance has settled; if it failed, the form is offered as it is: the server checks every upload anyway.
  const { data: allowance } = useUploadAllowance();
  const limitReached = allowance !== undefined && allowance.uploads.remaining === 0 && !busy;
  return (
    <Card>
      <CardContent className="pt-5">
        <Tabs value={mediaType} onValueChange={(value) => setMediaType(value as MediaType)}>
          <TabsList stretch aria-label="Transmission type">
            {MEDIA_TYPES.map((type) => {
              const Icon = ICONS[type];
              return (
                <TabsTrigger key={type} value={type} disabled={busy && type !== mediaType}>
                  <Icon aria-hidden />
                  {MEDIA_TYPE_LABELS[type]}
                </TabsTrigger>
              );
            })}
          </TabsList>
          {MEDIA_TYPES.map((type) => (
            <TabsContent key={type} value={type} className="flex flex-col gap-4">
              {limitReached ? (
                <LimitReached allowance={allowance} />
              ) : (
                <>
                  {allowance ? <AllowanceSummary allowance={allowance} mediaType={type} /> : null}
                  <UploadForm mediaType={type} variant={variant} maxBytes={allowance?.max_bytes} onBusyChange={setBusy} />
                </>
              )}
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
    </Card>
  );
}
