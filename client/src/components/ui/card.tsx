import { withClassNames } from "./with-class-name";

export const { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } = withClassNames({
  Card: ["div", "rounded-xl border bg-card text-card-foreground shadow-sm"],
  CardHeader: ["div", "flex flex-col gap-1.5 p-6"],
  CardTitle: ["h2", "text-xl font-semibold leading-tight"],
  CardDescription: ["p", "text-sm text-muted-foreground"],
  CardContent: ["div", "p-6 pt-0"],
  CardFooter: ["div", "flex items-center p-6 pt-0"],
});
