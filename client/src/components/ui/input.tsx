import * as React from "react";
import { cn } from "@/lib/utils";

/**
 * A text box. Its type is always written out, `text` when not given: the HTML default, but checkers (and
 * autofill rules) read the attribute, and `autocomplete="username"` or `"name"` belongs on a control whose
 * type says it is a text field (HTML_CodeSniffer's H98 check).
 */
export const Input = React.forwardRef<HTMLInputElement, React.InputHTMLAttributes<HTMLInputElement>>(
  ({ className, type = "text", ...props }, ref) => (
    <input
      type={type}
      className={cn(
        "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive md:text-sm",
        className,
      )}
      ref={ref}
      {...props}
    />
  ),
);
Input.displayName = "Input";
