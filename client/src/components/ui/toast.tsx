import * as ToastPrimitives from "@radix-ui/react-toast";
import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";
import { useDirection } from "@radix-ui/react-direction";
import { cn } from "@/lib/utils";
import { CloseButtonContent, withClassNames } from "./with-class-name";

/**
 * Shown 5 s, swiped past 50 px towards the edge they sit on (right, left in Arabic); F8 (Radix's default)
 * focuses them (docs/product.md §Interface).
 */
export function ToastProvider({ children, label }: { children: React.ReactNode; label?: string }) {
  const swipeDirection = useDirection() === "rtl" ? "left" : "right";
  return (
    <ToastPrimitives.Provider
      label={label}
      duration={5000}
      swipeDirection={swipeDirection}
      swipeThreshold={50}
    >
      {children}
    </ToastPrimitives.Provider>
  );
}

export function ToastViewport({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitives.Viewport>) {
  return (
    <ToastPrimitives.Viewport
      hotkey={["F8"]}
      className={cn(
        "fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:bottom-0 sm:inset-e-0 sm:top-auto sm:flex-col md:max-w-[420px]",
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  "group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-md border p-5 pe-8 shadow-lg data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none",
  {
    variants: {
      variant: {
        default: "border bg-background text-foreground",
        destructive: "border-destructive bg-destructive text-destructive-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export function Toast({
  className,
  variant,
  ...props
}: React.ComponentProps<typeof ToastPrimitives.Root> & VariantProps<typeof toastVariants>) {
  return <ToastPrimitives.Root className={cn(toastVariants({ variant }), className)} {...props} />;
}

export const { ToastAction, ToastTitle, ToastDescription } = withClassNames({
  ToastAction: [
    ToastPrimitives.Action,
    "inline-flex h-8 shrink-0 items-center rounded-md border bg-transparent px-3 text-sm font-medium hover:bg-muted",
  ],
  ToastTitle: [ToastPrimitives.Title, "text-sm font-semibold"],
  ToastDescription: [ToastPrimitives.Description, "text-sm opacity-90"],
});

export function ToastClose({ className, ...props }: React.ComponentProps<typeof ToastPrimitives.Close>) {
  return (
    <ToastPrimitives.Close
      className={cn("absolute inset-e-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100", className)}
      toast-close=""
      {...props}
    >
      <CloseButtonContent iconClassName="size-4" />
    </ToastPrimitives.Close>
  );
}

export type ToastProps = React.ComponentPropsWithoutRef<typeof Toast>;
export type ToastActionElement = React.ReactElement<typeof ToastAction>;
