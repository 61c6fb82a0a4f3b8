import { Trans } from "@lingui/react/macro";
import { X } from "lucide-react";
import * as React from "react";
import { cn } from "@/lib/utils";

/**
 * Most of these components are one element with base classes that the caller's `className` extends. This
 * builds such a component, ref forwarded and displayName set, so each is written once as a line.
 */
function withClassName<T extends React.ElementType>(Element: T, baseClassName: string, displayName: string) {
  const Component = React.forwardRef<React.ComponentRef<T>, React.ComponentPropsWithoutRef<T>>(
    (props, ref) => {
      // A generic T is too wide for TypeScript to check JSX props against; the signature above types callers.
      const Tag = Element as React.ElementType;
      const { className, ...rest } = props as { className?: string };
      return <Tag ref={ref} className={cn(baseClassName, className)} {...rest} />;
    },
  );
  Component.displayName = displayName;
  return Component;
}

type ClassNamedComponent<T extends React.ElementType> = ReturnType<typeof withClassName<T>>;

/**
 * Several such components at once, each named by its key (which becomes its displayName):
 * `const { CardTitle } = withClassNames({ CardTitle: ["h2", "text-xl font-semibold"] })`.
 */
export function withClassNames<const Parts extends Record<string, readonly [React.ElementType, string]>>(
  parts: Parts,
): { [Name in keyof Parts]: ClassNamedComponent<Parts[Name][0]> } {
  return Object.fromEntries(
    Object.entries(parts).map(([name, [element, baseClassName]]) => [
      name,
      withClassName(element, baseClassName, name),
    ]),
  ) as unknown as { [Name in keyof Parts]: ClassNamedComponent<Parts[Name][0]> };
}

/** The dimmed backdrop behind modal dialogs and sheets. */
export const overlayClassName = "fixed inset-0 z-50 bg-black/50";

/** What a close button shows: the cross, and "Close" for screen readers. */
export function CloseButtonContent({ iconClassName }: { iconClassName: string }) {
  return (
    <>
      <X className={iconClassName} aria-hidden="true" />
      <span className="sr-only">
        <Trans>Close</Trans>
      </span>
    </>
  );
}
