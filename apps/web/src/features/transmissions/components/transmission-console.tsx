import { useState } from "react";
import { AudioLines, Box, Clapperboard, Music } from "lucide-react";
import { MEDIA_TYPES, MEDIA_TYPE_LABELS, type MediaType } from "@soundship/shared";
import { Card, CardContent } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { UploadForm, type FormVariant } from "./upload-form";

const ICONS = { beat: AudioLines, song: Music, video: Clapperboard, model: Box } as const;

/**
 * The four type tabs over the upload form. Each tab mounts its own form, so switching type starts
 * clean (the accept filter changes with it); the tabs hold still while a file is on its way.
 */
export function TransmissionConsole({ variant }: { variant: FormVariant }) {
  const [mediaType, setMediaType] = useState<MediaType>("beat");
  const [busy, setBusy] = useState(false);
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
            <TabsContent key={type} value={type}>
              <UploadForm mediaType={type} variant={variant} onBusyChange={setBusy} />
            </TabsContent>
          ))}
        </Tabs>
      </CardContent>
    </Card>
  );
}
