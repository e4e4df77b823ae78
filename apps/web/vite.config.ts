/// <reference types="node" />
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { precompress } from "./precompress.ts";
import { pagePreload } from "./page-preload.ts";

// In development the API runs as its own process; the built app is served by that same server.
const apiTarget = process.env.SOUNDSHIP_API_URL ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react(), tailwindcss(), pagePreload(), precompress()],
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The first page's code in few files, each needed: React; the client (so the entry can ask
          // for the pilot before the app has arrived); the boot frame; the signed-in app with all it
          // imports, which the pages then share. Left to itself the bundler spread the modules that
          // pages and the shell share over many small files, React's among them (dialog focus traps,
          // say), and every first page downloaded them.
          groups: [
            { name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
            { name: "sdk", test: /[\\/]packages[\\/]sdk[\\/]src[\\/]|[\\/]src[\\/]lib[\\/]sdk[\\/](sdk|app-id|pilot-prefetch)\.ts$/, priority: 3 },
            { name: "boot", test: /[\\/]src[\\/]app[\\/](boot-frame|preload-page)\.ts$/, priority: 2 },
            { name: "app", test: /[\\/]src[\\/]app[\\/]main-app\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
});
