import { useState } from "react";

/** The site group (operator brand) a config section works on; 1 is the default site. */
export function useSiteGroup(): [number, React.ReactNode] {
  const [groupId, setGroupId] = useState(1);
  const picker = (
    <div className="filters">
      <label htmlFor="site-group">Site group</label>
      <input
        id="site-group"
        type="number"
        min={1}
        value={groupId}
        onChange={(e) => setGroupId(Math.max(1, Number(e.target.value) || 1))}
      />
    </div>
  );
  return [groupId, picker];
}

/** A JSON value as short readable text (— for none); a moment (`…_at`, epoch ms) as UTC. */
export function show(value: unknown, path = ""): string {
  if (value === undefined) return "—";
  if (path.endsWith("_at") && typeof value === "number")
    return `${new Date(value).toISOString().slice(0, 16).replace("T", " ")} UTC`;
  return typeof value === "string" ? value : JSON.stringify(value);
}
