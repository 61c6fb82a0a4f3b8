import * as Collapsible from "@radix-ui/react-collapsible";
import { ChevronDown, Menu } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { useAuth } from "@/lib/auth";
import {
  CATEGORY_LINKS,
  CITY_LINKS,
  GUIDE_LINKS,
  MOBILE_AREA_LINKS,
  PRIMARY_LINKS,
  TOOL_LINKS,
  type NavLink,
} from "./navigation";
import { SavedMenuLink } from "./saved-link";

const MOBILE_LINKS: NavLink[] = [
  ...PRIMARY_LINKS,
  { label: "New Properties", href: "/new-property" },
  { label: "Find Agent", href: "/find-agent" },
  { label: "News", href: "/news" },
  { label: "FAQs", href: "/faqs" },
  { label: "Careers", href: "/careers" },
];

const SECTIONS: { title: string; links: NavLink[] }[] = [
  { title: "Cities", links: CITY_LINKS },
  { title: "Areas", links: [...MOBILE_AREA_LINKS, { label: "All areas", href: "/areas" }] },
  { title: "Categories", links: CATEGORY_LINKS },
  { title: "Guides", links: GUIDE_LINKS },
  { title: "Tools", links: TOOL_LINKS },
];

function SheetLink({ link, onChoose }: { link: NavLink; onChoose: () => void }) {
  return (
    <Link href={link.href} onClick={onChoose} className="block rounded-md px-3 py-2 text-base hover:bg-muted">
      {link.label}
    </Link>
  );
}

/** The phone menu: a side sheet that closes as soon as a link is chosen (docs/product.md §Pages). */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { user, logoutMutation } = useAuth();
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu">
          <Menu className="size-6" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="end" aria-describedby={undefined}>
        <SheetTitle>Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          {MOBILE_LINKS.map((link) => (
            <SheetLink key={link.href} link={link} onChoose={close} />
          ))}
          <SavedMenuLink onChoose={close} />
          {SECTIONS.map((section) => (
            <Collapsible.Root key={section.title} className="border-t pt-1">
              <Collapsible.Trigger className="group flex w-full items-center justify-between rounded-md px-3 py-2 text-start text-base font-medium hover:bg-muted">
                {section.title}
                <ChevronDown
                  className="size-4 transition group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </Collapsible.Trigger>
              <Collapsible.Content className="ps-3">
                {section.links.map((link) => (
                  <SheetLink key={link.href} link={link} onChoose={close} />
                ))}
              </Collapsible.Content>
            </Collapsible.Root>
          ))}
          <div className="mt-2 flex flex-col gap-2 border-t pt-3">
            <Button asChild>
              <Link href="/create-listing" onClick={close}>
                Add Listing
              </Link>
            </Button>
            {user ? (
              <>
                <Button asChild variant="outline">
                  <Link href="/dashboard" onClick={close}>
                    Dashboard
                  </Link>
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => {
                    close();
                    logoutMutation.mutate();
                  }}
                >
                  Sign Out
                </Button>
              </>
            ) : (
              <Button asChild variant="outline">
                <Link href="/auth" onClick={close}>
                  Sign in
                </Link>
              </Button>
            )}
          </div>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
