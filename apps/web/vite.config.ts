/// <reference types="node" />
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { precompress } from "./precompress";

// In development the API runs as its own process; the built app is served by that same server.
const apiTarget = process.env.SOUNDSHIP_API_URL ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: {
    proxy: { "/api": { target: apiTarget, changeOrigin: true } },
  },
  // The sky worker is an ES module like the app, so it can share the renderer's code.
  worker: { format: "es" },
  build: {
    target: "es2022",
    // The 3D viewer (model-viewer with three.js, ~1 MB) is one lazy chunk loaded only with a model's
    // preview; the first page's JavaScript has its own budget in bench/web-bundle.mjs.
    chunkSizeWarningLimit: 1100,
  },
});
