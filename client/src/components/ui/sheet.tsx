import * as SheetPrimitive from "@radix-ui/react-dialog";
import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";
import { cn } from "@/lib/utils";
import { CloseButtonContent, overlayClassName, withClassNames } from "./with-class-name";

export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

const sheetVariants = cva("fixed z-50 flex flex-col gap-4 bg-background p-6 shadow-lg overflow-y-auto", {
  variants: {
    side: {
      top: "inset-x-0 top-0 border-b",
      bottom: "inset-x-0 bottom-0 border-t",
      // The side where lines start (left in English, right in Arabic) and where they end.
      start: "inset-y-0 inset-s-0 h-full w-4/5 max-w-sm border-e",
      end: "inset-y-0 inset-e-0 h-full w-4/5 max-w-sm border-s",
    },
  },
  defaultVariants: { side: "end" },
});

/**
 * Side sheet (docs/product.md §Interface: slides from any side, the end by default: the right in English,
 * the left in Arabic).
 */
export function SheetContent({
  side = "end",
  className,
  children,
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Content> & VariantProps<typeof sheetVariants>) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className={overlayClassName} />
      <SheetPrimitive.Content className={cn(sheetVariants({ side }), className)} {...props}>
        {children}
        <SheetPrimitive.Close className="absolute inset-e-4 top-4 rounded-sm opacity-70 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <CloseButtonContent iconClassName="size-5" />
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export const { SheetTitle } = withClassNames({
  SheetTitle: [SheetPrimitive.Title, "text-lg font-semibold"],
});

export const SheetDescription = SheetPrimitive.Description;
