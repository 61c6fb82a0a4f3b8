import { useLingui } from "@lingui/react/macro";
import { useToast } from "@/hooks/use-toast";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";

/** Radix puts the viewport's hotkey where its label says "{hotkey}" ("Notifications (F8)"). */
const HOTKEY_PLACEHOLDER = "{hotkey}";

export function Toaster() {
  const { toasts } = useToast();
  const { t } = useLingui();
  return (
    <ToastProvider label={t`Notification`}>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport label={t`Notifications (${HOTKEY_PLACEHOLDER})`} />
    </ToastProvider>
  );
}
