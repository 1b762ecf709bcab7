import type { Block } from "./content/types.ts";
import type { InfoProps } from "./view.ts";

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case "h2":
      return <h2>{block.text}</h2>;
    case "p":
      return <p>{block.text}</p>;
    case "ul":
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "ol":
      return (
        <ol>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      );
  }
}

export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, i) => (
        // Content is static per page, so the position is a stable key.
        <BlockView key={`${block.type}-${i}`} block={block} />
      ))}
    </>
  );
}

type RulesProps = Extract<InfoProps, { kind: "rules" }>;

/** Rule groups as native <details>: collapsible with the keyboard and without JavaScript. */
function RulesIndex({ ui, index, groupId, chapterId }: RulesProps) {
  return (
    <nav className="pi-rules__nav" aria-label={ui.rulesNav}>
      {index.map((group) => (
        <details key={group.id} className="pi-rules__group" open={group.id === groupId}>
          <summary>{group.title}</summary>
          <ul>
            <li>
              <a
                href={group.href}
                aria-current={group.id === groupId && chapterId === null ? "page" : undefined}
              >
                {ui.contents}
              </a>
            </li>
            {group.chapters.map((chapter) => (
              <li key={chapter.id}>
                <a
                  href={chapter.href}
                  aria-current={group.id === groupId && chapter.id === chapterId ? "page" : undefined}
                >
                  {`${chapter.id}. ${chapter.title}`}
                </a>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </nav>
  );
}

function Rules(props: RulesProps) {
  const { ui, eyebrow, heading, intro, sections, chapterId, previous, next } = props;
  return (
    <div className="pi-info pi-rules">
      <RulesIndex {...props} />
      <article className="pi-article">
        {eyebrow && <p className="pi-eyebrow">{eyebrow}</p>}
        <h1>{heading}</h1>
        {intro && <p className="pi-lead">{intro}</p>}
        {chapterId === null
          ? sections.map((section) => (
              <section
                key={section.id}
                id={`chapter-${section.id}`}
                aria-labelledby={`chapter-${section.id}-title`}
              >
                <h2 id={`chapter-${section.id}-title`}>
                  <a href={section.href}>{`${ui.chapter} ${section.id}. ${section.title}`}</a>
                </h2>
                <Blocks blocks={section.blocks} />
              </section>
            ))
          : sections.map((section) => <Blocks key={section.id} blocks={section.blocks} />)}
        {(previous || next) && (
          <nav className="pi-pager" aria-label={ui.pager}>
            {previous && (
              <a href={previous.href} rel="prev">
                {`${ui.previousChapter}: ${previous.title}`}
              </a>
            )}
            {next && (
              <a href={next.href} rel="next">
                {`${ui.nextChapter}: ${next.title}`}
              </a>
            )}
          </nav>
        )}
      </article>
    </div>
  );
}

export function InfoPage(props: InfoProps) {
  if (props.kind === "rules") return <Rules {...props} />;
  return (
    <div className="pi-info">
      <article className="pi-article">
        <h1>{props.heading}</h1>
        <Blocks blocks={props.blocks} />
      </article>
    </div>
  );
}
