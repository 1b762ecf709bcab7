import { buildAllRemotes } from "@parlay/remote-protocol/bundle";

const result = await buildAllRemotes();
console.log(
  `shared React: ${Object.keys(result.shared.importMap.imports).join(", ")}; remotes: ${result.remotes.map((r) => r.manifest.name).join(", ")}`,
);
