import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { SHARED_REACT_SPECIFIERS } from "./app/shared-react.ts";

// The browser gets React and the browser toolkit (@parlay/web) from the shell's import map (one copy shared with every remote), so the
// client bundle leaves these imports bare. The server bundle resolves them from node_modules.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  build: {
    assetsDir: "assets",
    rollupOptions: isSsrBuild ? {} : { external: [...SHARED_REACT_SPECIFIERS] },
  },
}));
