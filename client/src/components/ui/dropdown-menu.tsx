import * as DropdownMenuPrimitive from "@radix-ui/react-dropdown-menu";
import * as React from "react";
import { cn } from "@/lib/utils";
import { withClassNames } from "./with-class-name";

/** Radix's dropdown menu; its direction comes from the DirectionProvider (lib/i18n.tsx). */
export function DropdownMenu(props: React.ComponentProps<typeof DropdownMenuPrimitive.Root>) {
  return <DropdownMenuPrimitive.Root {...props} />;
}
export const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger;

export function DropdownMenuContent({
  className,
  sideOffset = 4,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          "z-50 min-w-40 overflow-hidden rounded-md border bg-background p-1 shadow-md",
          className,
        )}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

export const { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } = withClassNames({
  DropdownMenuItem: [
    DropdownMenuPrimitive.Item,
    "relative flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none focus:bg-muted data-[disabled]:pointer-events-none data-[disabled]:opacity-50",
  ],
  DropdownMenuLabel: [DropdownMenuPrimitive.Label, "px-2 py-1.5 text-sm font-semibold"],
  DropdownMenuSeparator: [DropdownMenuPrimitive.Separator, "-mx-1 my-1 h-px bg-border"],
});
