import { headingId } from "@shared/content/heading-id";
import { RichText } from "@/components/content/rich-text";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import type { ContentBody, ContentSection, RichText as Runs } from "@/content/types";

/** Every question and answer in the body, in order (for the FAQPage JSON-LD). */
export function collectFaqItems(body: ContentBody): { question: string; answer: Runs }[] {
  return body.sections.flatMap((s) => s.blocks.flatMap((b) => (b.type === "faq" ? b.items : [])));
}

/** True when the body is made only of questions and short paragraphs, which is what FaqSections renders. */
export function isFaqBody(body: ContentBody): boolean {
  return body.sections.every((s) => s.blocks.every((b) => b.type === "faq" || b.type === "paragraph"));
}

function FaqSection({ section }: { section: ContentSection }) {
  const id = headingId(section.heading);
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="scroll-mt-24 text-2xl font-semibold">
        {section.heading}
      </h2>
      {section.blocks.map((block, i) =>
        block.type === "paragraph" ? (
          <p key={i} className="leading-relaxed">
            <RichText text={block.text} />
          </p>
        ) : block.type === "faq" ? (
          <Accordion key={i} type="multiple" className="rounded-xl border px-4">
            {block.items.map((item, j) => (
              <AccordionItem key={item.question} value={`${id}-${j}`} className="last:border-b-0">
                <AccordionTrigger className="text-base">{item.question}</AccordionTrigger>
                {/* Mounted while closed, so the answers are in the server's HTML for crawlers; hidden by CSS. */}
                <AccordionContent
                  forceMount
                  className="text-base leading-relaxed text-foreground/85 [[data-state=closed]_&]:hidden"
                >
                  <RichText text={item.answer} />
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        ) : null,
      )}
    </section>
  );
}

/** A questions page: each section's questions as an accordion (keyboard: Tab, Enter/Space, arrows). */
export function FaqSections({ body }: { body: ContentBody }) {
  return (
    <div className="space-y-10">
      {body.sections.map((section) => (
        <FaqSection key={section.heading} section={section} />
      ))}
    </div>
  );
}
