import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from '@/client/components/ui/toast';
import { TOAST_DEFAULT_DURATION, useToast } from '@/client/components/ui/use-toast';

/** Mount once near the app root; then call `toast({...})` from anywhere. */
export function Toaster() {
  const { toasts } = useToast();

  return (
    <ToastProvider duration={TOAST_DEFAULT_DURATION} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title != null && <ToastTitle>{title}</ToastTitle>}
            {description != null && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
