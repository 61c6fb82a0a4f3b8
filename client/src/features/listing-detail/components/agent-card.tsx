import { Trans, useLingui } from "@lingui/react/macro";
import { Mail, MessageCircle, Phone, UserRound } from "lucide-react";
import type { Listing } from "@shared/listing";
import { listingText } from "@shared/listing-text";
import { buttonVariants } from "@/components/ui/button";
import { useLocale } from "@/lib/i18n";
import { cn } from "@/lib/utils";
import { AgentAvatar } from "@/components/agent-avatar";
import { telLink, whatsappLink } from "../listing-text";
import { Link } from "wouter";

/** Who to contact about the listing, with one-tap call, WhatsApp and email. */
export function AgentCard({ listing, listingUrl }: { listing: Listing; listingUrl: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const agent = listing.agent;
  if (!agent) {
    return (
      <section aria-labelledby="agent-heading" className="rounded-xl border p-4">
        <h2 id="agent-heading" className="text-lg font-semibold">
          <Trans>Contact</Trans>
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">
          <Trans>Use the form below to reach the owner.</Trans>
        </p>
      </section>
    );
  }
  const name = agent.name;
  // The title the visitor read on the page (decision 0044).
  const title = listingText(listing, locale).title;
  const greeting = t`Hello ${name}, I'm interested in "${title}" (${listingUrl}).`;
  const subject = t`Enquiry: ${title}`;
  const link = cn(buttonVariants({ variant: "outline" }), "w-full min-w-0 justify-start overflow-hidden");
  // A private owner may give no phone and no public email: then the enquiry form is the way to reach them,
  // and an empty list would be a list without items.
  const hasContactLinks = Boolean(agent.phone || agent.whatsapp || agent.email);
  return (
    <section aria-labelledby="agent-heading" className="rounded-xl border p-4">
      <h2 id="agent-heading" className="sr-only">
        <Trans>Listed by</Trans>
      </h2>
      <div className="flex items-center gap-3">
        <AgentAvatar
          photoUrl={agent.photoUrl}
          fallback={<UserRound className="size-7 text-secondary-foreground" />}
        />
        <div className="min-w-0">
          <p className="truncate font-semibold" dir="auto" translate="no">
            {agent.name}
          </p>
          <p className="truncate text-sm text-muted-foreground">
            {agent.agency && agent.agencyId !== null ? (
              <Link
                href={`/agencies/${agent.agencyId}`}
                className="hover:underline"
                dir="auto"
                translate="no"
              >
                {agent.agency}
              </Link>
            ) : agent.agency ? (
              <span dir="auto" translate="no">
                {agent.agency}
              </span>
            ) : (
              <Trans>Private owner</Trans>
            )}
          </p>
          {agent.brn && (
            <p className="text-xs text-muted-foreground">
              <Trans>
                BRN <bdi translate="no">{agent.brn}</bdi>
              </Trans>
            </p>
          )}
        </div>
      </div>
      {!hasContactLinks && (
        <p className="mt-3 text-sm text-muted-foreground">
          <Trans>Use the form below to reach the owner.</Trans>
        </p>
      )}
      {hasContactLinks && (
        <ul className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-2">
          {agent.phone && (
            <li>
              <a href={telLink(agent.phone)} className={link}>
                <Phone aria-hidden="true" />
                <Trans>
                  Call <bdi dir="ltr">{agent.phone}</bdi>
                </Trans>
              </a>
            </li>
          )}
          {(agent.whatsapp ?? agent.phone) && (
            <li>
              <a
                href={whatsappLink((agent.whatsapp ?? agent.phone)!, greeting)}
                target="_blank"
                rel="noopener noreferrer"
                className={link}
              >
                <MessageCircle aria-hidden="true" />
                WhatsApp
                <span className="sr-only">
                  {" "}
                  <Trans>(opens WhatsApp)</Trans>
                </span>
              </a>
            </li>
          )}
          {agent.email && (
            <li>
              <a
                href={`mailto:${agent.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(greeting)}`}
                className={link}
              >
                <Mail aria-hidden="true" />
                <span className="truncate">
                  <Trans>
                    Email{" "}
                    <bdi dir="ltr" translate="no">
                      {agent.email}
                    </bdi>
                  </Trans>
                </span>
              </a>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
