import { useRef, useState } from "react";

/**
 * For a button whose dialog's code loads when it is first pressed: `wanted` turns true at the first press
 * and stays so (the dialog mounts then, and keeps its state when closed), `open` follows the dialog, and
 * `button` is the opener the dialog gives focus back to.
 */
export function useDialogOnDemand() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const openDialog = () => {
    setWanted(true);
    setOpen(true);
  };
  return { open, setOpen, wanted, button, openDialog };
}
