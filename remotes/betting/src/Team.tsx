import { loadTeam } from "./api.ts";
import type { BettingProps } from "./props.ts";
import { useLoad } from "./use-load.ts";

/** The team page's heading: the team's name from the catalogue (the URL's slug until it loads). */
export function TeamHeading(props: BettingProps & { team: string }) {
  const { team, t } = props;
  const [load] = useLoad(team, (signal) => loadTeam(team, signal));
  if (load.state === "error") return <p className="pb-note">{t.teamMissing}</p>;
  return load.state === "ready" ? <p className="pb-lead">{load.data.name}</p> : null;
}
