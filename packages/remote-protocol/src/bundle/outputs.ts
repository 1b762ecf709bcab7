import { relative, resolve, sep } from "node:path";
import type { Metafile } from "esbuild";

/** esbuild names outputs relative to its working directory; the manifest wants them relative to outDir. */
export function outputFiles(metafile: Metafile, workingDir: string, outDir: string): string[] {
  return Object.keys(metafile.outputs)
    .map((file) => relative(outDir, resolve(workingDir, file)).split(sep).join("/"))
    .sort();
}

/** The output file built from the entry named `entryName` (esbuild's `[name]` part). */
export function entryOutput(
  metafile: Metafile,
  workingDir: string,
  outDir: string,
  isEntry: (entryPoint: string) => boolean,
): string | undefined {
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (output.entryPoint && isEntry(output.entryPoint)) {
      return relative(outDir, resolve(workingDir, file)).split(sep).join("/");
    }
  }
  return undefined;
}
