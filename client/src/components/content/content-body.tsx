import type { ContentBlock, ContentBody as Body } from "@shared/content/types";
import { headingId } from "@shared/content/heading-id";
import { RichText } from "./rich-text";

function Block({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case "paragraph":
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case "heading":
      return (
        <h3 className="text-lg font-semibold">
          <RichText text={block.text} />
        </h3>
      );
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List className={block.ordered ? "list-decimal space-y-1 ps-6" : "list-disc space-y-1 ps-6"}>
          {block.items.map((item, i) => (
            <li key={i}>
              <RichText text={item} />
            </li>
          ))}
        </List>
      );
    }
    case "table":
      return (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-start text-sm">
            <caption className="mb-2 text-start text-sm font-medium text-muted-foreground">
              {block.caption}
            </caption>
            <thead>
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col" className="border-b bg-muted px-3 py-2 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r} className="border-b">
                  {row.map((cell, c) => (
                    <td key={c} className="px-3 py-2 align-top">
                      <RichText text={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case "callout":
      return (
        // A note within the text (role "note"), not a complementary landmark of the page.
        <div role="note" className="rounded-lg border-s-4 border-primary bg-secondary/60 p-4">
          <p className="font-semibold">{block.title}</p>
          <p className="mt-1">
            <RichText text={block.text} />
          </p>
        </div>
      );
    case "faq":
      return (
        <dl className="space-y-4">
          {block.items.map((item) => (
            <div key={item.question}>
              <dt className="font-semibold">{item.question}</dt>
              <dd className="mt-1 text-muted-foreground">
                <RichText text={item.answer} />
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}

/** Renders a page body: its sections with anchored headings, for guides, news, areas and company pages. */
export function ContentBody({ body }: { body: Body }) {
  return (
    <div className="space-y-10 leading-relaxed">
      {body.sections.map((section) => (
        <section key={section.heading} aria-labelledby={headingId(section.heading)} className="space-y-4">
          <h2 id={headingId(section.heading)} className="scroll-mt-24 text-2xl font-semibold">
            {section.heading}
          </h2>
          {section.blocks.map((block, i) => (
            <Block key={i} block={block} />
          ))}
        </section>
      ))}
    </div>
  );
}
