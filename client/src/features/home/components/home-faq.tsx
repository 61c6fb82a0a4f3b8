import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ChevronDown } from "lucide-react";
import { useId, useMemo, useState } from "react";

/** The six home FAQs (docs/product.md §Pages): purchase costs and the Golden Visa among them. */
const HOME_FAQS = [
  {
    question: msg`What does it cost to buy a property in Dubai on top of the price?`,
    answer: msg`Budget roughly 7–8% of the price. The Dubai Land Department transfer fee is 4% of the price (by law 2% from each side, though buyers usually pay all of it), plus an AED 580 admin fee and a trustee office fee of AED 4,000 + VAT (AED 2,000 + VAT at or below AED 500,000). Agency commission is usually about 2% + VAT. With a mortgage add a valuation of AED 2,500–3,500 and mortgage registration of about 0.25% of the loan.`,
  },
  {
    question: msg`Can buying property get me a UAE Golden Visa?`,
    answer: msg`Yes. Property worth AED 2 million or more can qualify its owner for the 10-year Golden Visa. Mortgaged and some off-plan properties can count under conditions, so confirm your case with the Dubai Land Department or ICP before you rely on it.`,
  },
  {
    question: msg`Can foreigners buy property in the UAE?`,
    answer: msg`Yes, in designated freehold areas: most of Dubai's popular communities, Abu Dhabi's investment zones such as Al Reem, Saadiyat and Yas Island, and freehold projects in Sharjah, Ajman and Ras Al Khaimah.`,
  },
  {
    question: msg`How much deposit do I need for a mortgage?`,
    answer: msg`UAE Central Bank rules cap the loan: expatriates buying a first home up to AED 5 million can borrow up to 80% (so a 20% deposit), 70% above that; UAE nationals 85% and 75%. Off-plan purchases are capped at 50%. Fees come on top and are paid in cash.`,
  },
  {
    question: msg`What are the upfront costs of renting?`,
    answer: msg`Expect a security deposit of about 5% of the annual rent (10% furnished), an agency fee of about 5% + VAT, Ejari registration of about AED 220 in Dubai, DEWA connection deposits, and the first rent cheque. Landlords take rent in 1 to 12 cheques; fewer cheques often buys a lower rent.`,
  },
  {
    question: msg`How do I know a listing is genuine?`,
    answer: msg`Every Dubai listing must carry a Trakheesi permit and every Abu Dhabi listing a Madhmoun permit; we show the permit and the agent's BRN on each listing, and owners must confirm availability every 30 days or the listing leaves search.`,
  },
];

export interface HomeFaqItem {
  question: string;
  answer: string;
}

/** The FAQs in the page's language. */
export function useHomeFaqs(): HomeFaqItem[] {
  const { i18n } = useLingui();
  return useMemo(
    () => HOME_FAQS.map((faq) => ({ question: i18n._(faq.question), answer: i18n._(faq.answer) })),
    [i18n],
  );
}

/**
 * The FAQs as an accordion: one answer open at a time, each question a button in a heading that says whether
 * its answer is open (WAI-ARIA's accordion pattern), drawn as the shared accordion
 * (components/ui/accordion.tsx) draws it. Written here without Radix's accordion, which with its keyboard
 * collection weighed about 6 KB gzip on the home page's first visit (its JavaScript budget is 120 KB,
 * docs/benchmarks.md §4b); Tab moves between the questions.
 */
export function HomeFaq({ faqs }: { faqs: HomeFaqItem[] }) {
  const id = useId();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="rounded-xl border bg-card px-4">
      {faqs.map((faq, i) => {
        const isOpen = open === i;
        const state = isOpen ? "open" : "closed";
        return (
          <div
            key={faq.question}
            data-state={state}
            className={i === faqs.length - 1 ? undefined : "border-b"}
          >
            <h3 className="flex">
              <button
                type="button"
                id={`${id}-question-${i}`}
                aria-expanded={isOpen}
                aria-controls={`${id}-answer-${i}`}
                data-state={state}
                onClick={() => setOpen(isOpen ? null : i)}
                className="flex flex-1 items-center justify-between gap-4 py-4 text-start font-medium transition hover:underline [&[data-state=open]>svg]:rotate-180"
              >
                {faq.question}
                <ChevronDown className="size-4 shrink-0 transition-transform" aria-hidden="true" />
              </button>
            </h3>
            {/* Always in the page, hidden while closed, so the button's aria-controls names an element. */}
            <div
              id={`${id}-answer-${i}`}
              role="region"
              aria-labelledby={`${id}-question-${i}`}
              hidden={!isOpen}
              className="overflow-hidden text-sm"
            >
              <div className="pb-4 pt-0 text-muted-foreground">{faq.answer}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}

export function faqPageJsonLd(faqs: HomeFaqItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}
