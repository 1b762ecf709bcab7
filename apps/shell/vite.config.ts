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

// The same hint as @parlay/remote-protocol/bundle's COMPILE_EAGERLY: Vite loads this config with Node,
// which cannot import that package's TypeScript sources.
const COMPILE_EAGERLY = "//# allFunctionsCalledOnLoad";

/**
 * The first view's chunks run at load (the entry with React Router, the first-view chunk, the root and
 * page routes): Chromium compiles the functions of a file that begins with this comment while it
 * streams it, off the main thread, instead of lazily inside the hydration task. Explicit compile
 * hints, as on the shared React build (@parlay/remote-protocol/bundle); a plain comment elsewhere.
 * Prepended last, after Vite's own preload helper, since the comment must open the file.
 */
function compileHints() {
  const firstView = (chunk: { isEntry: boolean; name: string; facadeModuleId: string | null }) =>
    chunk.isEntry || chunk.name === "first-view" || FIRST_VIEW_ROUTES.test(chunk.facadeModuleId ?? "");
  return {
    name: "parlay-compile-hints",
    apply: "build" as const,
    augmentChunkHash: (chunk: Parameters<typeof firstView>[0]) =>
      firstView(chunk) ? COMPILE_EAGERLY : undefined,
    generateBundle: {
      order: "post" as const,
      handler(_options: unknown, bundle: Record<string, { type: string } & Record<string, unknown>>) {
        for (const output of Object.values(bundle)) {
          if (output.type !== "chunk") continue;
          const chunk = output as unknown as Parameters<typeof firstView>[0] & { code: string };
          if (firstView(chunk) && !chunk.code.startsWith(COMPILE_EAGERLY))
            chunk.code = `${COMPILE_EAGERLY}\n${chunk.code}`;
        }
      },
    },
  };
}

// The browser gets React and the browser toolkit (@parlay/web) from the shell's import map (one copy shared with every remote), so the
// client bundle leaves these imports bare. The server bundle resolves them from node_modules.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter(), ...(isSsrBuild ? [] : [compileHints()])],
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
