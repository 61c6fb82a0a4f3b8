import { cn } from "@/lib/utils";

/**
 * One figure of a <dl> of key figures: a tinted box with the label above the value. The lead figure of a
 * set is highlighted; `compact` is the small version used inside cards.
 */
export function Figure({
  label,
  lead = false,
  compact = false,
  className,
  valueClassName,
  valueTestId,
  children,
}: {
  label: React.ReactNode;
  lead?: boolean;
  compact?: boolean;
  /** Extends the box's classes (padding, grid span). */
  className?: string;
  valueClassName: string;
  valueTestId?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn(compact ? "rounded-md" : "rounded-lg", lead ? "bg-secondary" : "bg-muted", className)}>
      <dt
        className={cn(
          compact ? "text-xs" : "text-sm",
          lead ? "text-secondary-foreground" : "text-muted-foreground",
        )}
      >
        {label}
      </dt>
      <dd className={valueClassName} data-testid={valueTestId}>
        {children}
      </dd>
    </div>
  );
}
