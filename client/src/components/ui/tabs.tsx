import * as TabsPrimitive from "@radix-ui/react-tabs";
import type * as React from "react";
import { withClassNames } from "./with-class-name";

/** Radix's Tabs; its direction (arrow keys, `dir`) comes from the DirectionProvider (lib/i18n.tsx). */
export function Tabs(props: React.ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root {...props} />;
}

export const { TabsList, TabsTrigger, TabsContent } = withClassNames({
  TabsList: [TabsPrimitive.List, "inline-flex items-center gap-1 rounded-lg bg-muted p-1"],
  TabsTrigger: [
    TabsPrimitive.Trigger,
    "inline-flex items-center justify-center whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
  ],
  TabsContent: [TabsPrimitive.Content, "mt-4 focus-visible:outline-none"],
});
