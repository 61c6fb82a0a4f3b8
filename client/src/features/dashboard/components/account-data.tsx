import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "wouter";
import { deleteAccountInputSchema, type DeleteAccountInput } from "@shared/account";
import { TextField } from "@/components/form-field";
import { SafeForm } from "@/components/safe-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { toast } from "@/hooks/use-toast";
import { errorText } from "@/lib/error-text";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { favouriteKeys, isPrivateQuery, userKeys } from "@/lib/query-keys";
import { zodResolver } from "@/lib/zod-resolver";
import { ACCOUNT_EXPORT_URL, deleteAccount } from "../api/account-data-api";

/** "Download my data" (docs/decisions/0052): a plain link to the JSON file; the server names it. */
export function DownloadMyData() {
  return (
    <div className="space-y-3 text-sm">
      <p>
        <Trans>
          A JSON file with everything we hold about you: your account, listings and their photos, draft,
          favourites, saved searches, enquiries you sent and received, newsletter, featured orders and
          sessions.{" "}
          <Link href="/privacy-policy#section-download-your-data" className="text-primary underline">
            What is in it
          </Link>
        </Trans>
      </p>
      <Button asChild variant="outline">
        <a href={ACCOUNT_EXPORT_URL} download>
          <Download aria-hidden="true" />
          <Trans>Download my data</Trans>
        </a>
      </Button>
    </div>
  );
}

/**
 * "Delete my account": a dialog that says what goes and what stays, and asks for the password, so a
 * session left open on a shared computer cannot delete the account.
 */
export function DeleteAccount() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const form = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountInputSchema),
    defaultValues: { password: "" },
  });
  const mutation = useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      setOpen(false);
      queryClient.setQueryData(userKeys.current, null);
      queryClient.removeQueries({
        predicate: (query) => isPrivateQuery(query) || query.queryKey[0] === favouriteKeys.all[0],
      });
      toast({
        title: t`Your account has been deleted`,
        description: t`You are signed out on every device. Thank you for using the site.`,
      });
      navigate("/");
    },
    onError: (error) => {
      if (!applyServerFieldErrors(form, error)) {
        toast({ title: t`Account not deleted`, description: errorText(error), variant: "destructive" });
      }
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="destructive">
          <Trash2 aria-hidden="true" />
          <Trans>Delete my account</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>
          <Trans>Delete your account?</Trans>
        </DialogTitle>
        <DialogDescription asChild>
          <div className="space-y-2">
            <p>
              <Trans>
                This cannot be undone. Your listings are taken off the site, and your drafts, favourites,
                saved searches and newsletter subscription are deleted. Enquiries you sent stay with their
                owners as from a deleted user, without your name, email or phone. You are signed out on every
                device.
              </Trans>
            </p>
            <p>
              <Trans>
                If you are the last admin of an agency, its API keys are revoked, so its systems can no longer
                send listings with them.
              </Trans>
            </p>
            <p>
              <Trans>You may want to download your data first.</Trans>
            </p>
          </div>
        </DialogDescription>
        <SafeForm form={form} className="space-y-4" onSubmit={(values) => mutation.mutateAsync(values)}>
          {(pending) => (
            <>
              <TextField
                control={form.control}
                name="password"
                label={t`Your password, to confirm`}
                type="password"
                autoComplete="current-password"
              />
              <DialogFooter>
                <DialogClose asChild>
                  <Button type="button" variant="outline">
                    <Trans>Keep my account</Trans>
                  </Button>
                </DialogClose>
                <Button type="submit" variant="destructive" disabled={pending}>
                  {pending ? t`Deleting…` : t`Delete my account for good`}
                </Button>
              </DialogFooter>
            </>
          )}
        </SafeForm>
      </DialogContent>
    </Dialog>
  );
}
