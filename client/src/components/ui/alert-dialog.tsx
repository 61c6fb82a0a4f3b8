import * as AlertDialogPrimitive from "@radix-ui/react-alert-dialog";
import * as React from "react";
import { cn } from "@/lib/utils";
import { buttonVariants } from "./button";
import { overlayClassName, withClassNames } from "./with-class-name";

export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

export function AlertDialogContent({
  className,
  ...props
}: React.ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={overlayClassName} />
      <AlertDialogPrimitive.Content
        className={cn(
          "fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-6 shadow-lg",
          className,
        )}
        {...props}
      />
    </AlertDialogPrimitive.Portal>
  );
}

export const {
  AlertDialogTitle,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogAction,
  AlertDialogCancel,
} = withClassNames({
  AlertDialogTitle: [AlertDialogPrimitive.Title, "text-lg font-semibold"],
  AlertDialogDescription: [AlertDialogPrimitive.Description, "text-sm text-muted-foreground"],
  AlertDialogFooter: ["div", "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"],
  AlertDialogAction: [AlertDialogPrimitive.Action, buttonVariants()],
  AlertDialogCancel: [AlertDialogPrimitive.Cancel, buttonVariants({ variant: "outline" })],
});
