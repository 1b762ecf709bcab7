import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { SHARED_REACT_SPECIFIERS } from "./app/shared-react.ts";

/** The route modules every page's first view loads (React Router's entry loads React Router itself). */
const FIRST_VIEW_ROUTES = /[\\/]app[\\/](root|routes[\\/]page)\.tsx(\?|$)/;

interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/**
 * One chunk for the code the first view's route modules import statically (issue 14 #7). Left to
 * itself the bundler cuts it into a dozen small chunks — the modules the page shares with a dialog
 * or view loaded on demand — each its own request with its own response headers (about 1.2 kB of
 * them, more than many of these chunks weigh). A module belongs here when a chain of static imports
 * leads from root.tsx or routes/page.tsx to it; what only a dynamic import reaches keeps its own
 * chunk. React Router stays in the chunk it shares with the client entry; stylesheets stay with
 * their route, whose CSS the server inlines.
 */
function firstViewChunk() {
  const memo = new Map<string, boolean>();
  const reached = (id: string, graph: ModuleGraph, path: Set<string>): boolean => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    if (path.has(id)) return false;
    path.add(id);
    const importers = graph.getModuleInfo(id)?.importers ?? [];
    const result = importers.some((by) => FIRST_VIEW_ROUTES.test(by) || reached(by, graph, path));
    path.delete(id);
    memo.set(id, result);
    return result;
  };
  return {
    name: (id: string, graph: ModuleGraph) =>
      FIRST_VIEW_ROUTES.test(id) || /\.css(\?|$)/.test(id) || /[\\/]node_modules[\\/]react-router/.test(id)
        ? null
        : reached(id, graph, new Set())
          ? "first-view"
          : null,
  };
}

// The browser gets React and the browser toolkit (@parlay/web) from the shell's import map (one copy shared with every remote), so the
// client bundle leaves these imports bare. The server bundle resolves them from node_modules.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  build: {
    assetsDir: "assets",
    rollupOptions: isSsrBuild
      ? {}
      : {
          external: [...SHARED_REACT_SPECIFIERS],
          output: { codeSplitting: { groups: [firstViewChunk()] } },
        },
  },
}));
