import * as NavigationMenuPrimitive from "@radix-ui/react-navigation-menu";
import { ChevronDown } from "lucide-react";
import * as React from "react";
import { cn } from "@/lib/utils";
import { withClassNames } from "./with-class-name";

/**
 * Open delay 200 ms, skip delay 300 ms; close delay 150 ms is Radix's (docs/product.md §Interface). Its direction
 * comes from the DirectionProvider (lib/i18n.tsx).
 */
export function NavigationMenu({
  className,
  children,
  ...props
}: React.ComponentProps<typeof NavigationMenuPrimitive.Root>) {
  return (
    <NavigationMenuPrimitive.Root
      delayDuration={200}
      skipDelayDuration={300}
      className={cn("relative z-10 flex items-center", className)}
      {...props}
    >
      {children}
      <div className="absolute inset-s-0 top-full flex justify-center">
        <NavigationMenuPrimitive.Viewport className="relative mt-1.5 h-[var(--radix-navigation-menu-viewport-height)] w-full overflow-hidden rounded-md border bg-background shadow-lg md:w-[var(--radix-navigation-menu-viewport-width)]" />
      </div>
    </NavigationMenuPrimitive.Root>
  );
}

export const { NavigationMenuList, NavigationMenuContent } = withClassNames({
  NavigationMenuList: [NavigationMenuPrimitive.List, "flex flex-1 list-none items-center gap-1"],
  NavigationMenuContent: [NavigationMenuPrimitive.Content, "inset-s-0 top-0 w-full md:absolute md:w-auto"],
});

export const NavigationMenuItem = NavigationMenuPrimitive.Item;

export const navigationMenuTriggerStyle =
  "inline-flex h-10 items-center justify-center gap-1 rounded-md px-3 text-sm font-medium transition-colors hover:bg-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=open]:bg-muted";

export function NavigationMenuTrigger({
  className,
  children,
  ...props
}: React.ComponentProps<typeof NavigationMenuPrimitive.Trigger>) {
  return (
    <NavigationMenuPrimitive.Trigger
      className={cn(navigationMenuTriggerStyle, "group", className)}
      {...props}
    >
      {children}
      <ChevronDown className="size-3 transition group-data-[state=open]:rotate-180" aria-hidden="true" />
    </NavigationMenuPrimitive.Trigger>
  );
}

export const NavigationMenuLink = NavigationMenuPrimitive.Link;
