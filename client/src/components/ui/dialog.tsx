import * as DialogPrimitive from "@radix-ui/react-dialog";
import * as React from "react";
import { cn } from "@/lib/utils";
import { CloseButtonContent, overlayClassName, withClassNames } from "./with-class-name";

/** A modal dialog with a form or choices in it (shadcn's Dialog; AlertDialog is for a yes/no question). */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({
  className,
  children,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClassName} />
      <DialogPrimitive.Content
        className={cn(
          "fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg",
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className="absolute inset-e-4 top-4 rounded-sm opacity-70 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <CloseButtonContent iconClassName="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export const { DialogTitle, DialogDescription, DialogFooter } = withClassNames({
  DialogTitle: [DialogPrimitive.Title, "pe-8 text-lg font-semibold"],
  DialogDescription: [DialogPrimitive.Description, "text-sm text-muted-foreground"],
  DialogFooter: ["div", "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"],
});
