import { Link } from "wouter";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  navigationMenuTriggerStyle,
} from "@/components/ui/navigation-menu";
import { CITY_LINKS, GUIDE_LINKS, MORE_LINKS, PRIMARY_LINKS, type NavLink } from "./navigation";

function MenuLink({ link }: { link: NavLink }) {
  return (
    <li>
      <NavigationMenuLink asChild>
        <Link
          href={link.href}
          className="block rounded-md px-3 py-2 text-sm hover:bg-muted focus:bg-muted focus:outline-none"
        >
          <span className="font-medium">{link.label}</span>
          {link.description && (
            <span className="mt-0.5 block text-xs text-muted-foreground">{link.description}</span>
          )}
        </Link>
      </NavigationMenuLink>
    </li>
  );
}

function Dropdown({ label, links, wide = false }: { label: string; links: NavLink[]; wide?: boolean }) {
  return (
    <NavigationMenuItem>
      <NavigationMenuTrigger>{label}</NavigationMenuTrigger>
      <NavigationMenuContent>
        <ul className={wide ? "grid w-[28rem] grid-cols-2 gap-1 p-2" : "grid w-56 gap-1 p-2"}>
          {links.map((link) => (
            <MenuLink key={link.href} link={link} />
          ))}
        </ul>
      </NavigationMenuContent>
    </NavigationMenuItem>
  );
}

function TopLink({ link }: { link: NavLink }) {
  return (
    <NavigationMenuItem>
      <NavigationMenuLink asChild>
        <Link href={link.href} className={navigationMenuTriggerStyle}>
          {link.label}
        </Link>
      </NavigationMenuLink>
    </NavigationMenuItem>
  );
}

/** Desktop menu (docs/product.md §Pages): Buy, Rent, Commercial, Cities, Guides, Find Agent, News, More. */
export function DesktopNav() {
  return (
    <NavigationMenu aria-label="Main" className="hidden lg:flex">
      <NavigationMenuList>
        {PRIMARY_LINKS.map((link) => (
          <TopLink key={link.href} link={link} />
        ))}
        <Dropdown label="Cities" links={CITY_LINKS} />
        <Dropdown label="Guides" links={GUIDE_LINKS} wide />
        <TopLink link={{ label: "Find Agent", href: "/find-agent" }} />
        <TopLink link={{ label: "News", href: "/news" }} />
        <Dropdown label="More" links={MORE_LINKS} wide />
      </NavigationMenuList>
    </NavigationMenu>
  );
}
