import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/utils";

const badgeVariants = cva("inline-flex items-center rounded-md px-2 py-0.5 text-xs font-semibold", {
  variants: {
    variant: {
      default: "bg-primary text-primary-foreground",
      secondary: "bg-secondary text-secondary-foreground",
      outline: "border text-foreground",
      featured: "bg-featured text-featured-foreground",
      sample: "bg-black text-white",
      // Verified by a moderator (docs/decisions/0051): white on green at 5.5:1 (styles.css).
      verified: "bg-verified text-verified-foreground",
      // Only the permit number's form was checked (decision 0056): neutral, never the verified green.
      checked: "border border-foreground/30 bg-background text-foreground",
      destructive: "bg-destructive text-destructive-foreground",
    },
  },
  defaultVariants: { variant: "default" },
});

export function Badge({
  className,
  variant,
  ...props
}: React.HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
