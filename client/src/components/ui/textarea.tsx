import { withClassNames } from "./with-class-name";

export const { Textarea } = withClassNames({
  Textarea: [
    "textarea",
    "flex min-h-24 w-full rounded-md border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive md:text-sm",
  ],
});
