import { createElement, useEffect, useState } from "react";
import { LoadingState } from "@/components/ui/loading-state";

/** Formats the 3D viewer can show; OBJ and FBX are kept and listed, not previewed. */
export const PREVIEWABLE_MODELS = new Set(["model/gltf-binary", "model/gltf+json"]);

/**
 * An interactive preview (drag to turn, pinch or scroll to zoom) of a .glb or .gltf ship. The
 * viewer (and three.js under it) is loaded only when a preview is shown.
 */
export function ModelPreview({ src, title }: { src: string; title: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    void import("@google/model-viewer").then(() => active && setReady(true));
    return () => {
      active = false;
    };
  }, []);
  if (!ready) return <LoadingState className="py-6" />;
  // A custom element: createElement passes its attributes through as they are.
  return createElement("model-viewer", {
    src,
    alt: title,
    "camera-controls": "",
    "auto-rotate": "",
    "shadow-intensity": "1",
    "interaction-prompt": "none",
    className: "block h-56 w-full rounded-lg bg-space/60",
  });
}
