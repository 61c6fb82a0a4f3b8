import { useLingui } from "@lingui/react/macro";
import { Menu } from "lucide-react";
import { lazy, Suspense } from "react";
import { Button } from "@/components/ui/button";
import { useDialogOnDemand } from "@/hooks/use-dialog-on-demand";

const loadSheet = () => import("./mobile-menu-sheet");
const MobileMenuSheet = lazy(loadSheet);

/**
 * The phone menu's button (docs/product.md §Pages). The sheet it opens (Radix dialog, focus trap, scroll
 * lock: about 12 KB gzip) loads when the button is first touched or pressed, not with the page (the first
 * visit's 120 KB JavaScript budget, docs/benchmarks.md §4b). A press before hydration is replayed once the
 * button is hydrated (lib/early-click.ts), so it opens the menu too.
 */
export function MobileMenu() {
  const { t } = useLingui();
  const { open, setOpen, wanted, button, openDialog } = useDialogOnDemand();
  return (
    <>
      <Button
        ref={button}
        type="button"
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label={t`Open menu`}
        aria-haspopup="dialog"
        aria-expanded={open}
        // A finger on the button starts the download a moment before the click.
        onPointerDown={() => void loadSheet()}
        onClick={openDialog}
      >
        <Menu className="size-6" aria-hidden="true" />
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} menuButton={button} />
        </Suspense>
      )}
    </>
  );
}
