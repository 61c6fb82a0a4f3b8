import * as LabelPrimitive from "@radix-ui/react-label";
import { withClassNames } from "./with-class-name";

export const { Label } = withClassNames({
  Label: [LabelPrimitive.Root, "text-sm font-medium leading-none"],
});
