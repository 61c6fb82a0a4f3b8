import { Trans, useLingui } from "@lingui/react/macro";
import { Share2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";

/** The phone's share sheet where there is one; elsewhere the link goes to the clipboard. */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const { t } = useLingui();
  const share = async () => {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t`Link copied`, description: t`Paste it anywhere to share this property.` });
    } catch {
      toast({
        title: t`Could not copy the link`,
        description: url,
        variant: "destructive",
      });
    }
  };
  return (
    <Button type="button" variant="outline" onClick={() => void share()}>
      <Share2 aria-hidden="true" />
      <Trans>Share</Trans>
    </Button>
  );
}
